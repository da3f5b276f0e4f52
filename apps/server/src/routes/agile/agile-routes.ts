import { Hono } from "hono"
import type { Kit } from "../../http/kit"
import { makeAgileKit } from "./agile-kit"
import { agileScopeRoutes } from "./scope-routes"

/** Every agile module route (agile.md §7), mounted at /api; each needs a paid plan (402 otherwise). */
export const agileRoutes = (base: Kit) => {
  const kit = makeAgileKit(base)
  const app = new Hono()
  app.route("/agile", agileScopeRoutes(kit))
  return app
}
