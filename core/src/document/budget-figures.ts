import type { BudgetInput, BudgetItemInput } from "./artefacts"
import { text } from "./read-items"

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

/** CAPEX only when stated; anything else counts as OPEX (the default, waterfall.md §9). */
export const isCapex = (item: BudgetItemInput): boolean => text(item.cost_type).toUpperCase() === "CAPEX"

const categoryOf = (item: BudgetItemInput): "labour" | "external" | "deliverable" => {
  const c = text(item.category).toLowerCase()
  if (c === "labour" || c === "labor") return "labour"
  if (c === "external" || c === "third-party" || c === "third party") return "external"
  return "deliverable"
}

/**
 * Figures for the report: the saved totals where present, else sums of the lines with the
 * contingency rate on top (contingency counts as OpEx, waterfall.md §9).
 */
export const budgetFigures = (budget: BudgetInput): BudgetFigures => {
  const items = budget.items ?? []
  const sum = (pick: (i: BudgetItemInput) => boolean) => items.filter(pick).reduce((s, i) => s + amount(i.estimated_cost), 0)
  const t = budget.totals ?? {}
  const labour = t.labour_subtotal ?? sum((i) => categoryOf(i) === "labour")
  const deliverable = t.deliverable_subtotal ?? sum((i) => categoryOf(i) === "deliverable")
  const external = t.external_subtotal ?? sum((i) => categoryOf(i) === "external")
  const rate = budget.config?.contingency_pct ?? DEFAULT_CONTINGENCY
  const contingency = t.contingency ?? Math.round((labour + deliverable + external) * rate * 100) / 100
  const total = t.total ?? t.grand ?? labour + deliverable + external + contingency
  const capex = t.capex ?? sum(isCapex)
  const opex = t.opex ?? sum((i) => !isCapex(i)) + contingency
  return { currency: text(budget.config?.currency) || DEFAULT_CURRENCY, labour, deliverable, external, contingency, total, capex, opex }
}

/** CAPEX/OPEX per category, in first-seen order, for the breakdown chart. */
export const breakdownByCategory = (budget: BudgetInput): ReadonlyArray<{ label: string; capex: number; opex: number }> => {
  const bars = new Map<string, { label: string; capex: number; opex: number }>()
  for (const item of budget.items ?? []) {
    const label = text(item.category) || "Other"
    const bar = bars.get(label) ?? { label, capex: 0, opex: 0 }
    if (isCapex(item)) bar.capex += amount(item.estimated_cost)
    else bar.opex += amount(item.estimated_cost)
    bars.set(label, bar)
  }
  return [...bars.values()]
}
