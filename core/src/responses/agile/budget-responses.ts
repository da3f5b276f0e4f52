import * as Schema from "effect/Schema"
import { AgilePmConfig, AgileSmConfig } from "../../requests/agile/budget-requests"
import { BudgetLineView, BudgetTotalsView, ContingencyView } from "../waterfall/budget-responses"

/** The agile budget as answered (agile.md §3): its lines, subtotals (also as totals) and the settings it was built with. */
export const AgileBudgetView = Schema.Struct({
  items: Schema.Array(BudgetLineView),
  db_rows: Schema.Array(BudgetLineView),
  subtotals: BudgetTotalsView,
  totals: BudgetTotalsView,
  currency: Schema.String,
  contingency_pct: Schema.Number,
  labour_rollup: Schema.String,
  generated_at: Schema.String
}).annotations({ identifier: "AgileBudgetView" })

/** GET /budget/agile/snapshot: the saved budget with the contingency of the project's method, or budget null before the first generate. */
export const AgileBudgetSnapshotResponse = Schema.Union(
  Schema.Struct({ ok: Schema.Literal(true), project_id: Schema.Int, budget: Schema.Null, version: Schema.Int }),
  Schema.Struct({ ok: Schema.Literal(true), project_id: Schema.Int, budget: AgileBudgetView, contingency: ContingencyView, version: Schema.Int })
).annotations({ identifier: "AgileBudgetSnapshotResponse" })
export type AgileBudgetSnapshotResponse = typeof AgileBudgetSnapshotResponse.Type

/** POST /budget/agile/generate: the saved budget, its contingency, the plan's weeks and a warning when over a stated cap. */
export const AgileBudgetGenerateResponse = Schema.Struct({
  ok: Schema.Literal(true),
  project_id: Schema.Int,
  budget: AgileBudgetView,
  contingency: ContingencyView,
  project_weeks: Schema.Struct({ weeks: Schema.Number, basis: Schema.Literal("dates", "durations", "assumed") }),
  version: Schema.Int,
  warning: Schema.optional(Schema.String)
}).annotations({ identifier: "AgileBudgetGenerateResponse" })
export type AgileBudgetGenerateResponse = typeof AgileBudgetGenerateResponse.Type

/** POST /budget/agile/update_cost_types: the budget as saved and its totals. */
export const AgileCostTypesResponse = Schema.Struct({
  ok: Schema.Literal(true),
  totals: Schema.Struct({ capex: Schema.Number, opex: Schema.Number, grand: Schema.Number }),
  budget: AgileBudgetView,
  version: Schema.Int
}).annotations({ identifier: "AgileCostTypesResponse" })
export type AgileCostTypesResponse = typeof AgileCostTypesResponse.Type

/** GET /budget/agile/summary: the schedule's tasks (task, phase) and the roles named in them plus the PM and Scrum Master. */
export const AgileBudgetSummaryResponse = Schema.Struct({
  ok: Schema.Literal(true),
  project_id: Schema.Int,
  items: Schema.Array(Schema.Struct({ task: Schema.String, phase: Schema.NullOr(Schema.String) })),
  roles: Schema.Array(Schema.String)
}).annotations({ identifier: "AgileBudgetSummaryResponse" })
export type AgileBudgetSummaryResponse = typeof AgileBudgetSummaryResponse.Type

/** GET /budget/agile/defaults: the configuration a new agile budget starts from (agile.md §9) with its rate card. */
export const AgileBudgetDefaultsResponse = Schema.Struct({
  contingency_pct: Schema.Number,
  default_rate: Schema.Number,
  rates: Schema.Record({ key: Schema.String, value: Schema.Number }),
  deliverable_overrides: Schema.Record({ key: Schema.String, value: Schema.Number }),
  currency: Schema.String,
  region: Schema.String,
  pricing_horizon_months: Schema.Number,
  labour_rollup: Schema.String,
  pm_config: AgilePmConfig,
  sm_config: AgileSmConfig
}).annotations({ identifier: "AgileBudgetDefaultsResponse" })
export type AgileBudgetDefaultsResponse = typeof AgileBudgetDefaultsResponse.Type
