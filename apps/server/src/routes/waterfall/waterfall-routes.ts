import { Hono } from "hono"
import type { Kit } from "../../http/kit"
import { scopeRoutes } from "./scope"

/** The waterfall module calls (waterfall.md §7), mounted at /api; risk, stakeholders and comms serve agile projects too. */
export const waterfallRoutes = (kit: Kit) => {
  const app = new Hono()
  app.route("/scope", scopeRoutes(kit))
  return app
}
