import type { BudgetInput, BudgetItemInput } from "./artefacts"
import { text } from "./read-items"
import { budgetBucket } from "../rules/budget/budget-category"
import { budgetTotals } from "../rules/budget/budget-totals"
import { effectiveCostType } from "../rules/budget/effective-cost-type"

export const DEFAULT_CURRENCY = "AUD" // waterfall.md §9, agile.md §9
export const DEFAULT_CONTINGENCY = 0.1 // waterfall.md §9, agile.md §9

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

const amount = (v: number | null | undefined): number => (typeof v === "number" && Number.isFinite(v) ? v : 0)

/** Explicit cost type, else the keyword fallback (waterfall.md §9) via the budget rules. */
export const isCapex = (item: BudgetItemInput): boolean => effectiveCostType(item) === "CAPEX"

/** Saved totals where the budget carries them, else the budget rules' totals of the lines. */
export const budgetFigures = (budget: BudgetInput): BudgetFigures => {
  const computed = budgetTotals(budget.items ?? [], budget.config?.contingency_pct ?? DEFAULT_CONTINGENCY)
  const t = budget.totals ?? {}
  return {
    currency: text(budget.config?.currency) || DEFAULT_CURRENCY,
    labour: t.labour_subtotal ?? computed.labour_subtotal,
    deliverable: t.deliverable_subtotal ?? computed.deliverable_subtotal,
    external: t.external_subtotal ?? computed.external_subtotal,
    contingency: t.contingency ?? computed.contingency,
    total: t.total ?? t.grand ?? computed.total,
    capex: t.capex ?? computed.capex,
    opex: t.opex ?? computed.opex
  }
}

/** CAPEX/OPEX per category, in first-seen order, for the breakdown chart (contingency lines left out). */
export const breakdownByCategory = (budget: BudgetInput): ReadonlyArray<{ label: string; capex: number; opex: number }> => {
  const bars = new Map<string, { label: string; capex: number; opex: number }>()
  for (const item of budget.items ?? []) {
    if (budgetBucket(item.category) === "contingency") continue
    const label = text(item.category) || "Other"
    const bar = bars.get(label) ?? { label, capex: 0, opex: 0 }
    if (isCapex(item)) bar.capex += amount(item.estimated_cost)
    else bar.opex += amount(item.estimated_cost)
    bars.set(label, bar)
  }
  return [...bars.values()]
}
