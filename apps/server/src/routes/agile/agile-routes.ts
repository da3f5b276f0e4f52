import { Hono } from "hono"
import type { AppDeps, Kit } from "../../http/kit"
import { improveDispatch } from "./improve-dispatch"
import { makeAgileKit } from "./agile-kit"
import { agileBacklogRoutes } from "./backlog-routes"
import { agileBudgetRoutes } from "./budget-routes"
import { agileScheduleRoutes } from "./schedule-routes"
import { agileScheduleExchangeRoutes } from "./schedule-exchange-routes"
import { agileScopeRoutes } from "./scope-routes"

/** Every agile module route (agile.md §7), mounted at /api; each needs a paid plan (402 otherwise). */
export const agileRoutes = (base: Kit, deps: AppDeps) => {
  const kit = makeAgileKit(base, deps)
  const app = new Hono()
  app.route("/agile", agileScopeRoutes(kit))
  app.route("/agile", agileBacklogRoutes(kit))
  app.route("/agile", agileScheduleRoutes(kit))
  app.route("/agile", agileScheduleExchangeRoutes(kit))
  app.route("/budget/agile", agileBudgetRoutes(kit))
  app.post("/scope/improve", improveDispatch(kit))
  return app
}
