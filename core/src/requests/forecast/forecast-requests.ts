import * as Schema from "effect/Schema"
import { CONTINGENCY_METHODS } from "../../rules/forecast/contingency-options"
import { DISTRIBUTIONS } from "../../rules/forecast/forecast-types"
import { Id, intBetween, numberAtLeast, optional } from "../../schemas/primitives"
import { BaseVersion, projectRequest } from "../waterfall/project-ref"

const Days = numberAtLeast(0, "Expected a number of working days of at least 0")

/** One leaf's edited spread; reset: back to the proposed estimate. */
export const EstimateEdit = Schema.Struct({
  id: Id,
  optimistic: optional(Days),
  pessimistic: optional(Days),
  reset: optional(Schema.Boolean)
})

/** One register risk's edited forecast impact; a field left out keeps its value; reset: back to the proposal. */
export const RiskImpactEdit = Schema.Struct({
  id: Id,
  probability: optional(
    numberAtLeast(0, "probability must be between 0 and 1").pipe(Schema.filter((p) => p <= 1, { message: () => "probability must be between 0 and 1" }))
  ),
  schedule_days: optional(Days),
  cost_impact: optional(numberAtLeast(0, "cost_impact must be an amount of at least 0")),
  tasks: optional(Schema.Array(Id)),
  reset: optional(Schema.Boolean)
})

/** PUT /forecast/estimates {project_id | project_name, items [{id, optimistic, pessimistic}], version}. */
export const ForecastEstimatesRequest = projectRequest("ForecastEstimatesRequest", { items: Schema.Array(EstimateEdit), version: BaseVersion })
export type ForecastEstimatesRequest = typeof ForecastEstimatesRequest.Type

/** PUT /forecast/risks {project_id | project_name, items [{id, probability, schedule_days, cost_impact, tasks}], version}. */
export const ForecastRisksRequest = projectRequest("ForecastRisksRequest", { items: Schema.Array(RiskImpactEdit), version: BaseVersion })
export type ForecastRisksRequest = typeof ForecastRisksRequest.Type

export const MAX_API_ITERATIONS = 50_000

/** POST /forecast/run {project_id | project_name, iterations, seed, distribution}; the seed defaults to the project's. */
export const ForecastRunRequest = projectRequest("ForecastRunRequest", {
  iterations: optional(intBetween(1, MAX_API_ITERATIONS, `iterations must be a whole number from 1 to ${MAX_API_ITERATIONS}`)),
  seed: optional(Schema.Union(Schema.Number, Schema.String)),
  distribution: optional(Schema.Literal(...DISTRIBUTIONS))
})
export type ForecastRunRequest = typeof ForecastRunRequest.Type

/** PUT /forecast/contingency {project_id | project_name, method, version}. */
export const ContingencyMethodRequest = projectRequest("ContingencyMethodRequest", { method: Schema.Literal(...CONTINGENCY_METHODS), version: BaseVersion })
export type ContingencyMethodRequest = typeof ContingencyMethodRequest.Type
