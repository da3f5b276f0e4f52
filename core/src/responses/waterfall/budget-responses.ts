import * as Schema from "effect/Schema"
import { CONTINGENCY_METHODS } from "../../rules/forecast/contingency-options"
import { CostType } from "../../schemas/enums"
import { JsonObject } from "../../schemas/json-value"

/** A budget line as answered (waterfall.md §3 Budget item): `cost_type` is the effective one (stored, or by keyword). */
export const BudgetLineView = Schema.Struct({
  id: Schema.Int,
  category: Schema.String,
  item: Schema.String,
  estimated_cost: Schema.Number,
  justification: Schema.String,
  cost_type: CostType,
  phase: Schema.NullOr(Schema.String),
  rollup: Schema.Boolean
}).annotations({ identifier: "BudgetLineView" })

/** The budget's totals by core's rules: CAPEX + OPEX = total (= grand); contingency is OPEX. */
export const BudgetTotalsView = Schema.Struct({
  labour_subtotal: Schema.Number,
  deliverable_subtotal: Schema.Number,
  external_subtotal: Schema.Number,
  contingency: Schema.Number,
  total: Schema.Number,
  capex: Schema.Number,
  opex: Schema.Number,
  grand: Schema.Number
}).annotations({ identifier: "BudgetTotalsView" })

const ContingencyMethod = Schema.Literal(...CONTINGENCY_METHODS)

/** One contingency figure (docs/forecast.md): the flat percentage, the risks' EMV or the simulated P80. */
export const ContingencyOptionView = Schema.Struct({
  method: ContingencyMethod,
  label: Schema.String,
  amount: Schema.Number,
  basis: Schema.String
}).annotations({ identifier: "ContingencyOptionView" })

/** The project's contingency method, its figure and every method's figure beside it. */
export const ContingencyView = Schema.Struct({
  ...ContingencyOptionView.fields,
  options: Schema.Array(ContingencyOptionView),
  version: Schema.Int
}).annotations({ identifier: "ContingencyView" })

/** GET /budget/snapshot (and the budget saves): the saved budget with its totals and contingency. */
export const SavedBudgetResponse = Schema.Struct({
  found: Schema.Literal(true),
  budget: Schema.Struct({ items: Schema.Array(BudgetLineView), db_rows: Schema.Array(BudgetLineView), totals: BudgetTotalsView }),
  totals: BudgetTotalsView,
  config: JsonObject,
  version: Schema.Int,
  updated_at: Schema.String,
  contingency: ContingencyView
}).annotations({ identifier: "SavedBudgetResponse" })

/** GET /budget/snapshot before any budget is saved. */
export const NoBudgetResponse = Schema.Struct({
  found: Schema.Literal(false),
  budget: Schema.Struct({ items: Schema.Array(BudgetLineView), db_rows: Schema.Array(BudgetLineView), totals: Schema.Null }),
  totals: Schema.Null,
  version: Schema.Literal(0)
}).annotations({ identifier: "NoBudgetResponse" })

export const BudgetSnapshotResponse = Schema.Union(SavedBudgetResponse, NoBudgetResponse).annotations({ identifier: "BudgetSnapshotResponse" })
export type BudgetSnapshotResponse = typeof BudgetSnapshotResponse.Type

export type BudgetLineView = typeof BudgetLineView.Type
export type BudgetTotalsView = typeof BudgetTotalsView.Type
export type ContingencyOptionView = typeof ContingencyOptionView.Type
export type ContingencyView = typeof ContingencyView.Type
export type SavedBudgetResponse = typeof SavedBudgetResponse.Type
export type NoBudgetResponse = typeof NoBudgetResponse.Type

/** GET /budget/defaults: the configuration a new budget starts from (waterfall.md §9) and an empty rate card. */
export const BudgetDefaultsResponse = Schema.Struct({
  contingency_pct: Schema.Number,
  default_rate: Schema.Number,
  rates: Schema.Record({ key: Schema.String, value: Schema.Number }),
  deliverable_overrides: Schema.Record({ key: Schema.String, value: Schema.Number }),
  currency: Schema.String,
  region: Schema.String,
  pricing_horizon_months: Schema.Number,
  pm_role_name: Schema.String,
  hours_per_day: Schema.Number,
  days_per_week: Schema.Number,
  labour_rollup: Schema.String
}).annotations({ identifier: "BudgetDefaultsResponse" })

/** POST /budget/generate: the saved budget, the plan's weeks, rough when drafted without a full WBS, warnings as one text. */
export const BudgetGenerateResponse = Schema.Struct({
  ...SavedBudgetResponse.fields,
  weeks: Schema.Struct({ weeks: Schema.Number, basis: Schema.Literal("dates", "durations", "assumed") }).annotations({
    description: "The project's length in weeks and what it was read from."
  }),
  rough: Schema.Boolean,
  warning: Schema.optional(Schema.String),
  model: Schema.String
}).annotations({ identifier: "BudgetGenerateResponse" })

/** POST /budget/update_cost_types: the saved budget; the top-level totals are CAPEX, OPEX and grand only. */
export const BudgetCostTypesResponse = Schema.Struct({
  ...SavedBudgetResponse.fields,
  ok: Schema.Literal(true),
  totals: Schema.Struct({ capex: Schema.Number, opex: Schema.Number, grand: Schema.Number })
}).annotations({ identifier: "BudgetCostTypesResponse" })

export type BudgetDefaultsResponse = typeof BudgetDefaultsResponse.Type
export type BudgetGenerateResponse = typeof BudgetGenerateResponse.Type
export type BudgetCostTypesResponse = typeof BudgetCostTypesResponse.Type
