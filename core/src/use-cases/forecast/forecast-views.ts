import type { ForecastEstimatesResponse, ForecastRisksResponse } from "../../responses/forecast/forecast-responses"
import { riskExposure } from "../../rules/forecast/risk-events"
import type { ForecastModel } from "./forecast-model"
import { apiId } from "./forecast-model"

/** GET /forecast/estimates: each leaf with its three points (most likely = its duration), whether edited, and the proposal. */
export const estimatesView = (model: ForecastModel): ForecastEstimatesResponse => {
  const proposed = new Map(model.proposed.estimates.map((e) => [e.id, e.estimate]))
  return {
    project_id: model.stored.projectId,
    version: model.stored.estimatesVersion,
    items: model.input.estimates.map((e) => ({
      id: apiId(e.id),
      task: e.label,
      optimistic: e.estimate.optimistic,
      most_likely: e.estimate.most_likely,
      pessimistic: e.estimate.pessimistic,
      edited: model.stored.estimates[e.id] !== undefined,
      proposed: proposed.get(e.id) ?? e.estimate
    }))
  }
}

/** GET /forecast/risks: each open register risk as a forecast event, its register ratings, exposure and proposal. */
export const risksView = (model: ForecastModel): ForecastRisksResponse => {
  const register = new Map((model.artefacts.risks ?? []).map((r) => [String(r.id), r]))
  const proposed = new Map(model.proposed.risks.map((r) => [r.id, r]))
  return {
    project_id: model.stored.projectId,
    version: model.stored.risksVersion,
    currency: model.input.currency,
    exposure: Math.round(riskExposure(model.input.risks) * 100) / 100,
    items: model.input.risks.map((r) => {
      const p = proposed.get(r.id)
      return {
        id: apiId(r.id),
        title: r.title ?? r.id,
        likelihood: register.get(r.id)?.likelihood ?? null,
        impact: register.get(r.id)?.impact ?? null,
        probability: r.probability,
        schedule_days: r.schedule_days,
        cost_impact: r.cost_impact,
        exposure: Math.round(r.probability * Math.max(0, r.cost_impact) * 100) / 100,
        tasks: r.tasks.map(apiId),
        edited: model.stored.risks[r.id] !== undefined,
        proposed: p ? { probability: p.probability, schedule_days: p.schedule_days, cost_impact: p.cost_impact, tasks: p.tasks.map(apiId) } : null
      }
    })
  }
}
