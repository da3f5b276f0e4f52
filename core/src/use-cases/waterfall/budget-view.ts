import type { JsonObject } from "../../schemas/json-value"
import type { BudgetRecord, StoredBudgetLine } from "../../ports/waterfall/budget-repository"
import { budgetTotals } from "../../rules/budget/budget-totals"
import { WATERFALL_BUDGET_DEFAULTS } from "../../rules/budget/budget-defaults"
import { effectiveCostType } from "../../rules/budget/effective-cost-type"

export const contingencyOf = (config: Readonly<Record<string, unknown>>): number =>
  typeof config.contingency_pct === "number" ? config.contingency_pct : WATERFALL_BUDGET_DEFAULTS.contingency_pct

/** The budget answer {items, db_rows, totals}: each line with its effective cost type; totals by core's rules (CAPEX + OPEX = total). */
export const budgetView = (items: ReadonlyArray<StoredBudgetLine>, config: Readonly<Record<string, unknown>>) => {
  const lines = items.map((l) => ({ ...l, cost_type: effectiveCostType(l) }))
  const totals = budgetTotals(items, contingencyOf(config))
  return { items: lines, db_rows: lines, totals: { ...totals, grand: totals.total } }
}

// config is the generate request stored as JSON
export const budgetAnswer = (record: BudgetRecord) => {
  const budget = budgetView(record.items, record.config)
  return { found: true as const, budget, totals: budget.totals, config: record.config as JsonObject, version: record.version, updated_at: record.updatedAt.toISOString() }
}
