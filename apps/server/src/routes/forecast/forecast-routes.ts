import { Hono } from "hono"
import { ContingencyMethodRequest, ForecastEstimatesRequest, ForecastRisksRequest, ForecastRunRequest } from "@initpack/core/requests/forecast/forecast-requests"
import { ProjectQuery } from "@initpack/core/requests/waterfall/project-ref"
import { getForecastEstimates, updateForecastEstimates } from "@initpack/core/use-cases/forecast/forecast-estimates"
import { getForecastRisks, updateForecastRisks } from "@initpack/core/use-cases/forecast/forecast-risks"
import { runProjectForecast } from "@initpack/core/use-cases/forecast/run-project-forecast"
import { setContingencyMethod } from "@initpack/core/use-cases/forecast/set-contingency-method"
import type { Kit } from "../../http/kit"
import { withQuery } from "../waterfall/with-query"

/** Schedule and cost confidence calls (issue 23, docs/forecast.md), mounted at /api/forecast; a stale save answers 409. */
export const forecastRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody } = kit
  app.get("/estimates", (c) => withQuery(c, ProjectQuery, (q) => run(c, authed(c, (auth) => getForecastEstimates(auth, q)))))
  app.put("/estimates", (c) => withBody(c, ForecastEstimatesRequest, (b) => run(c, authed(c, (auth) => updateForecastEstimates(auth, b)))))
  app.get("/risks", (c) => withQuery(c, ProjectQuery, (q) => run(c, authed(c, (auth) => getForecastRisks(auth, q)))))
  app.put("/risks", (c) => withBody(c, ForecastRisksRequest, (b) => run(c, authed(c, (auth) => updateForecastRisks(auth, b)))))
  app.post("/run", (c) => withBody(c, ForecastRunRequest, (b) => run(c, authed(c, (auth) => runProjectForecast(auth, b)))))
  app.put("/contingency", (c) => withBody(c, ContingencyMethodRequest, (b) => run(c, authed(c, (auth) => setContingencyMethod(auth, b)))))
  return app
}
