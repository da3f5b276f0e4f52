import * as Schema from "effect/Schema"
import { ContingencyOptionView, SavedBudgetResponse } from "../waterfall/budget-responses"

/** A task or risk id as the API names it: a number for stored rows, text for drafted ones. */
const ApiId = Schema.Union(Schema.Number, Schema.String)

const ThreePoint = Schema.Struct({ optimistic: Schema.Number, most_likely: Schema.Number, pessimistic: Schema.Number })

/** GET /forecast/estimates: each leaf task's three-point estimate (working days), whether edited, and the proposal. */
export const ForecastEstimatesResponse = Schema.Struct({
  project_id: Schema.Int,
  version: Schema.Int,
  items: Schema.Array(Schema.Struct({ id: ApiId, task: Schema.String, ...ThreePoint.fields, edited: Schema.Boolean, proposed: ThreePoint }))
}).annotations({ identifier: "ForecastEstimatesResponse" })

const RiskImpact = { probability: Schema.Number, schedule_days: Schema.Number, cost_impact: Schema.Number }

/** GET /forecast/risks: each open register risk as a forecast event, with its ratings, exposure and proposal. */
export const ForecastRisksResponse = Schema.Struct({
  project_id: Schema.Int,
  version: Schema.Int,
  currency: Schema.String,
  exposure: Schema.Number,
  items: Schema.Array(
    Schema.Struct({
      id: ApiId,
      title: Schema.String,
      likelihood: Schema.NullOr(Schema.Union(Schema.String, Schema.Number)),
      impact: Schema.NullOr(Schema.Union(Schema.String, Schema.Number)),
      ...RiskImpact,
      exposure: Schema.Number,
      tasks: Schema.Array(ApiId),
      edited: Schema.Boolean,
      proposed: Schema.NullOr(Schema.Struct({ ...RiskImpact, tasks: Schema.Array(ApiId) }))
    })
  )
}).annotations({ identifier: "ForecastRisksResponse" })

/** PUT /forecast/estimates. */
export const ForecastEstimatesSavedResponse = Schema.Struct({ ok: Schema.Literal(true), ...ForecastEstimatesResponse.fields }).annotations({
  identifier: "ForecastEstimatesSavedResponse"
})

/** PUT /forecast/risks. */
export const ForecastRisksSavedResponse = Schema.Struct({ ok: Schema.Literal(true), ...ForecastRisksResponse.fields }).annotations({
  identifier: "ForecastRisksSavedResponse"
})

const FinishValue = Schema.Struct({ days: Schema.Number, date: Schema.String })
const Percentiles = <S extends Schema.Schema.Any>(value: S) => Schema.Struct({ P10: value, P50: value, P80: value, P90: value, P95: value })
const HistogramBin = Schema.Struct({ from: Schema.Number, to: Schema.Number, count: Schema.Int })
const SCurvePoint = Schema.Struct({ p: Schema.Number, value: Schema.Number })
const Driver = Schema.Struct({ kind: Schema.Literal("task", "risk"), id: Schema.String, label: Schema.String, finish: Schema.Number, cost: Schema.Number })

/** POST /forecast/run: the Monte Carlo forecast of the plan (docs/forecast.md) and each contingency method's figure. */
export const ForecastRunResponse = Schema.Struct({
  project_id: Schema.Int,
  contingency_method: Schema.String,
  contingency_method_version: Schema.Int,
  iterations: Schema.Int,
  seed: Schema.Number,
  distribution: Schema.Literal("triangular", "pert"),
  base: Schema.Struct({ finish: FinishValue, cost: Schema.Number }),
  finish: Schema.Struct({
    percentiles: Percentiles(FinishValue),
    mean: Schema.Number,
    histogram: Schema.Array(HistogramBin),
    sCurve: Schema.Array(SCurvePoint),
    onTime: Schema.Number
  }),
  cost: Schema.Struct({
    percentiles: Percentiles(Schema.Number),
    mean: Schema.Number,
    histogram: Schema.Array(HistogramBin),
    sCurve: Schema.Array(SCurvePoint),
    withinBase: Schema.Number
  }),
  criticality: Schema.Array(Schema.Struct({ id: Schema.String, label: Schema.String, index: Schema.Number })),
  sensitivity: Schema.Array(Driver),
  drivers: Schema.Array(Driver),
  risks: Schema.Array(
    Schema.Struct({ id: Schema.String, label: Schema.String, ...RiskImpact, exposure: Schema.Number, occurred: Schema.Number })
  ),
  exposure: Schema.Number,
  currency: Schema.String,
  links: Schema.Literal("chain", "network"),
  contingency: Schema.Array(ContingencyOptionView)
}).annotations({ identifier: "ForecastRunResponse" })

/** PUT /forecast/contingency: the method saved and, with a saved budget, the budget with that method's contingency. */
export const ContingencyMethodResponse = Schema.Union(
  Schema.Struct({ ok: Schema.Literal(true), method: Schema.String, method_version: Schema.Int, budget: Schema.Null }),
  Schema.Struct({ ok: Schema.Literal(true), method: Schema.String, method_version: Schema.Int, ...SavedBudgetResponse.fields })
).annotations({ identifier: "ContingencyMethodResponse" })

export type ForecastEstimatesResponse = typeof ForecastEstimatesResponse.Type
export type ForecastRisksResponse = typeof ForecastRisksResponse.Type
export type ForecastEstimatesSavedResponse = typeof ForecastEstimatesSavedResponse.Type
export type ForecastRisksSavedResponse = typeof ForecastRisksSavedResponse.Type
export type ForecastRunResponse = typeof ForecastRunResponse.Type
export type ContingencyMethodResponse = typeof ContingencyMethodResponse.Type
