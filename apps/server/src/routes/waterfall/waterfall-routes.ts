import { Hono } from "hono"
import type { Kit } from "../../http/kit"
import { forecastRoutes } from "../forecast/forecast-routes"
import { budgetRoutes } from "./budget"
import { commsRoutes } from "./comms"
import { riskRoutes } from "./risk"
import { scopeRoutes } from "./scope"
import { staleAwareKit } from "./stale-kit"
import { stakeholderRoutes } from "./stakeholders"
import { wbsRoutes } from "./wbs"
import { wbsExchangeRoutes } from "./wbs-exchange"

/** The waterfall module calls (waterfall.md §7), mounted at /api; risk, stakeholders and comms serve agile projects too. */
export const waterfallRoutes = (platformKit: Kit) => {
  const kit = staleAwareKit(platformKit)
  const app = new Hono()
  app.route("/scope", scopeRoutes(kit))
  app.route("/risk", riskRoutes(kit))
  app.route("/stakeholder", stakeholderRoutes(kit))
  app.route("/comms", commsRoutes(kit))
  app.route("/wbs", wbsRoutes(kit))
  app.route("/wbs", wbsExchangeRoutes(kit))
  app.route("/budget", budgetRoutes(kit))
  app.route("/forecast", forecastRoutes(kit))
  return app
}
