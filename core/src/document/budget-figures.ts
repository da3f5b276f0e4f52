import type { BudgetInput, BudgetItemInput } from "./artefacts"
import { text } from "./read-items"
import { budgetBucket } from "../rules/budget/budget-category"
import { BUDGET_FALLBACK_DEFAULTS, WATERFALL_BUDGET_DEFAULTS } from "../rules/budget/budget-defaults"
import { budgetTotals, lineCents } from "../rules/budget/budget-totals"
import { effectiveCostType } from "../rules/budget/effective-cost-type"
import { fromCents } from "../rules/budget/money"

/** AUD for both methods (waterfall.md §9, agile.md §9). */
export const DEFAULT_CURRENCY = WATERFALL_BUDGET_DEFAULTS.currency
export const DEFAULT_CONTINGENCY = BUDGET_FALLBACK_DEFAULTS.contingency_pct

export interface BudgetFigures {
  readonly currency: string
  readonly labour: number
  readonly deliverable: number
  readonly external: number
  readonly contingency: number
  readonly total: number
  readonly capex: number
  readonly opex: number
}

/** A line's amount as the totals read it: a number or numeric text, to the cent; anything else 0. */
export const lineAmount = (item: BudgetItemInput): number => fromCents(lineCents(item))

/** Explicit cost type, else the keyword fallback (waterfall.md §9) via the budget rules. */
export const isCapex = (item: BudgetItemInput): boolean => effectiveCostType(item) === "CAPEX"

/**
 * The budget rules' totals of the lines (budgetTotals): totals saved with the budget are not read,
 * so the figures always agree with the lines and with the budget screens.
 */
export const budgetFigures = (budget: BudgetInput): BudgetFigures => {
  const t = budgetTotals(budget.items ?? [], budget.config?.contingency_pct ?? DEFAULT_CONTINGENCY)
  return {
    currency: text(budget.config?.currency) || DEFAULT_CURRENCY,
    labour: t.labour_subtotal,
    deliverable: t.deliverable_subtotal,
    external: t.external_subtotal,
    contingency: t.contingency,
    total: t.total,
    capex: t.capex,
    opex: t.opex
  }
}

/** CAPEX/OPEX per category, in first-seen order, for the breakdown chart (contingency lines left out); amounts read and summed in cents as the totals are. */
export const breakdownByCategory = (budget: BudgetInput): ReadonlyArray<{ label: string; capex: number; opex: number }> => {
  const bars = new Map<string, { label: string; capex: number; opex: number }>()
  for (const item of budget.items ?? []) {
    if (budgetBucket(item.category) === "contingency") continue
    const label = text(item.category) || "Other"
    const bar = bars.get(label) ?? { label, capex: 0, opex: 0 }
    if (isCapex(item)) bar.capex += lineCents(item)
    else bar.opex += lineCents(item)
    bars.set(label, bar)
  }
  return [...bars.values()].map((bar) => ({ label: bar.label, capex: fromCents(bar.capex), opex: fromCents(bar.opex) }))
}
