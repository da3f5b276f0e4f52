import { ContingencyMethodResponse, ForecastEstimatesResponse, ForecastEstimatesSavedResponse, ForecastRisksResponse, ForecastRisksSavedResponse, ForecastRunResponse } from "@initpack/core/responses/forecast/forecast-responses"
import { ContingencyMethodRequest, ForecastEstimatesRequest, ForecastRisksRequest, ForecastRunRequest } from "@initpack/core/requests/forecast/forecast-requests"
import { ProjectQuery } from "@initpack/core/requests/waterfall/project-ref"
import type { ModuleDoc } from "../route-doc"

export const forecastDocs: ModuleDoc = {
  tag: "Forecast",
  description: "Schedule and cost confidence (issue 23, docs/forecast.md): three-point estimates, risk impacts, the Monte Carlo run. Waterfall and agile projects.",
  prefixes: ["/api/forecast"],
  access: "subscriber",
  routes: {
    "GET /estimates": {
      summary: "Each leaf task's optimistic / most likely / pessimistic working days",
      returns: "{ project_id, version, items [{ id, task, optimistic, most_likely, pessimistic, edited, proposed }] }",
      query: ProjectQuery,
      response: ForecastEstimatesResponse
    },
    "PUT /estimates": {
      summary: "Edit (or reset) the spread of listed leaf tasks; the most likely stays the task's duration",
      returns: "{ ok, version, items }",
      body: ForecastEstimatesRequest,
      errors: [404, 409],
      response: ForecastEstimatesSavedResponse
    },
    "GET /risks": {
      summary: "Each open register risk as a forecast event: probability (from likelihood), schedule days, affected tasks, cost impact, exposure",
      returns: "{ project_id, version, currency, exposure, items [{ id, title, likelihood, impact, probability, schedule_days, cost_impact, exposure, tasks, edited, proposed }] }",
      query: ProjectQuery,
      response: ForecastRisksResponse
    },
    "PUT /risks": {
      summary: "Edit (or reset) listed risks' probability, schedule impact, affected tasks and cost impact",
      returns: "{ ok, version, currency, exposure, items }",
      body: ForecastRisksRequest,
      errors: [404, 409],
      response: ForecastRisksSavedResponse
    },
    "POST /run": {
      summary: "Run the forecast (seeded; the default seed derives from the project)",
      returns: "{ iterations, seed, distribution, base, finish {percentiles, histogram, sCurve, onTime}, cost {…}, criticality, sensitivity, drivers, risks, exposure, contingency, contingency_method, contingency_method_version, currency }",
      body: ForecastRunRequest,
      response: ForecastRunResponse
    },
    "PUT /contingency": {
      summary: "Choose how the budget's contingency is set: percentage (default), risk_exposure (EMV) or simulated_p80",
      returns: "{ ok, method, method_version, budget, totals, version, contingency { method, label, amount, basis, options, version } } (budget null when none yet)",
      body: ContingencyMethodRequest,
      errors: [409],
      response: ContingencyMethodResponse
    }
  }
}
