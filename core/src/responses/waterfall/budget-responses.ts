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
