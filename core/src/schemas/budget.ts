import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { CostType } from "./enums"
import { FiniteNumber, Id, looseLiteral, nullable, numberAtLeast, Text, withDefault } from "./primitives"

const Money = withDefault(FiniteNumber, () => 0)
const MoneyMap = Schema.Record({ key: Schema.String, value: FiniteNumber })

/**
 * A budget line (waterfall.md §3 Budget item, agile.md §3 Budget line). cost_type is null when
 * not set explicitly (classification is a rule); phase is set on agile lines.
 */
export const BudgetItem = Schema.Struct({
  id: nullable(Id),
  category: Text,
  item: Text,
  estimated_cost: Money,
  justification: Text,
  cost_type: nullable(looseLiteral(CostType.literals), { blankIsNull: true }),
  phase: nullable(Schema.String)
}).annotations({ title: "BudgetItem" })
export type BudgetItem = typeof BudgetItem.Type
export const BudgetLine = BudgetItem
export type BudgetLine = BudgetItem

export const BudgetTotals = Schema.Struct({
  labour_subtotal: Money,
  deliverable_subtotal: Money,
  external_subtotal: Money,
  contingency: Money,
  total: Money
}).annotations({ title: "BudgetTotals" })
export type BudgetTotals = typeof BudgetTotals.Type

const ZERO_TOTALS: BudgetTotals = {
  labour_subtotal: 0,
  deliverable_subtotal: 0,
  external_subtotal: 0,
  contingency: 0,
  total: 0
}

/** Totals returned by the cost-type update: capex, opex, grand. */
export const CostTypeTotals = Schema.Struct({ capex: Money, opex: Money, grand: Money }).annotations({
  title: "CostTypeTotals"
})
export type CostTypeTotals = typeof CostTypeTotals.Type

/** Budget answer {items, db_rows, totals}; agile answers call the totals subtotals. */
export const Budget = withAliases(
  "Budget",
  Schema.Struct({
    items: withDefault(Schema.Array(BudgetItem), () => []),
    db_rows: withDefault(Schema.Array(BudgetItem), () => []),
    totals: withDefault(BudgetTotals, () => ZERO_TOTALS)
  }),
  { totals: ["subtotals"] }
)
export type Budget = typeof Budget.Type

/** GET /budget/defaults; defaults until the server's load (waterfall.md §9: 0.1 and 100). */
export const BudgetDefaults = Schema.Struct({
  contingency_pct: withDefault(numberAtLeast(0, "contingency_pct must be a number of at least 0"), () => 0.1),
  default_rate: withDefault(numberAtLeast(0, "default_rate must be a number of at least 0"), () => 100),
  rates: withDefault(MoneyMap, () => ({})),
  deliverable_overrides: withDefault(MoneyMap, () => ({}))
}).annotations({ title: "BudgetDefaults" })
export type BudgetDefaults = typeof BudgetDefaults.Type

/** One cost-type change of POST /budget/update_cost_types. */
export const CostTypeUpdate = Schema.Struct({ id: Id, cost_type: looseLiteral(CostType.literals) }).annotations({
  title: "CostTypeUpdate"
})
export type CostTypeUpdate = typeof CostTypeUpdate.Type

/** GET /budget/agile/summary: schedule items (task, phase) and roles. */
export const BudgetSummary = Schema.Struct({
  items: withDefault(Schema.Array(Schema.Struct({ task: Text, phase: Text })), () => []),
  roles: withDefault(Schema.Array(Schema.String), () => [])
}).annotations({ title: "BudgetSummary" })
export type BudgetSummary = typeof BudgetSummary.Type
