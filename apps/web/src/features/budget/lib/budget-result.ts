// The budget answers of /budget/snapshot, /budget/generate and /budget/update_cost_types (docs/api.md Budget).
import { budgetBucket } from "@initpack/core/rules/budget/budget-category"
import { parseAmount } from "@initpack/core/rules/budget/money"
import { parseCostType, type CostType } from "@initpack/core/rules/budget/cost-type"
import { effectiveCostType } from "@initpack/core/rules/budget/effective-cost-type"

export interface BudgetLine {
  readonly id: string
  readonly category: string
  readonly item: string
  readonly estimated_cost: number
  readonly justification: string
  readonly cost_type: CostType
  readonly phase: string
  /** A labour phase roll-up: fixed OPEX (waterfall.md §4). */
  readonly rollup: boolean
  /** Labour lines priced from one WBS task carry it, with role, hours and rate. */
  readonly task: string
  readonly role: string
  readonly hours: number | null
  readonly rate: number | null
}

export interface BudgetTotals {
  readonly labour_subtotal: number
  readonly deliverable_subtotal: number
  readonly external_subtotal: number
  readonly contingency: number
  readonly total: number
  readonly capex: number
  readonly opex: number
}

export interface BudgetResult {
  readonly lines: ReadonlyArray<BudgetLine>
  readonly totals: BudgetTotals
  readonly version: number
  /** The options the budget was generated with (contingency_pct, currency, rates, pm_config...). */
  readonly config: Readonly<Record<string, unknown>>
  readonly updatedAt: string | undefined
}

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")
const amount = (value: unknown): number => parseAmount(value as number | string | null | undefined) ?? 0
const maybeNumber = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null)

export const toBudgetLine = (raw: unknown, index: number): BudgetLine => {
  const r = record(raw)
  const base = {
    category: text(r.category),
    item: text(r.item),
    justification: text(r.justification),
    cost_type: text(r.cost_type),
    rollup: r.rollup === true
  }
  return {
    id: r.id === undefined || r.id === null || r.id === "" ? `line-${index + 1}` : String(r.id),
    category: base.category,
    item: base.item,
    estimated_cost: amount(r.estimated_cost),
    justification: base.justification,
    // the answer gives the effective type; core's rule covers an older answer without one
    cost_type: base.rollup ? "OPEX" : (parseCostType(base.cost_type) ?? effectiveCostType(base)),
    phase: text(r.phase),
    rollup: base.rollup,
    task: text(r.task),
    role: text(r.role),
    hours: maybeNumber(r.hours),
    rate: maybeNumber(r.rate)
  }
}

const totalsOf = (raw: unknown): BudgetTotals | undefined => {
  const t = record(raw)
  if (t.total === undefined && t.grand === undefined) return undefined
  const total = amount(t.total ?? t.grand)
  return {
    labour_subtotal: amount(t.labour_subtotal),
    deliverable_subtotal: amount(t.deliverable_subtotal),
    external_subtotal: amount(t.external_subtotal),
    contingency: amount(t.contingency),
    total,
    capex: amount(t.capex),
    opex: amount(t.opex)
  }
}

/** The agile snapshot has no config: its budget carries currency, contingency_pct and labour_rollup (docs/api.md). */
const savedOptions = (budget: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(["currency", "contingency_pct", "labour_rollup"].filter((key) => budget[key] !== undefined).map((key) => [key, budget[key]]))

/**
 * Reads a budget answer: {budget: {items, totals}, totals, config, version}. Undefined when there is no
 * budget yet (found false or no lines). The update answer's short totals {capex, opex, grand} fill in
 * over the full ones of its budget.
 */
export const parseBudgetAnswer = (answer: unknown): BudgetResult | undefined => {
  const a = record(answer)
  if (a.found === false) return undefined
  const budget = record(a.budget)
  const items = Array.isArray(budget.items) ? budget.items : Array.isArray(a.items) ? a.items : []
  if (items.length === 0) return undefined
  const full = totalsOf(budget.totals) ?? totalsOf(a.totals)
  const short = record(a.totals)
  const totals: BudgetTotals = full
    ? {
        ...full,
        ...(typeof short.capex === "number" ? { capex: short.capex } : {}),
        ...(typeof short.opex === "number" ? { opex: short.opex } : {})
      }
    : { labour_subtotal: 0, deliverable_subtotal: 0, external_subtotal: 0, contingency: 0, total: 0, capex: 0, opex: 0 }
  return {
    lines: items.map(toBudgetLine),
    totals,
    version: typeof a.version === "number" ? a.version : 0,
    config: Object.keys(record(a.config)).length > 0 ? record(a.config) : savedOptions(budget),
    updatedAt: typeof a.updated_at === "string" ? a.updated_at : undefined
  }
}

export const isLabour = (line: Pick<BudgetLine, "category">): boolean => budgetBucket(line.category) === "labour"

/** Whether the user may change the line's cost type: every line but the labour roll-ups (waterfall.md §4). */
export const costTypeEditable = (line: Pick<BudgetLine, "rollup">): boolean => !line.rollup

export const contingencyPctOf = (config: Readonly<Record<string, unknown>>): number =>
  typeof config.contingency_pct === "number" ? config.contingency_pct : 0.1

export const currencyOf = (config: Readonly<Record<string, unknown>>, fallback: string): string =>
  typeof config.currency === "string" && config.currency.trim() !== "" ? config.currency.trim().toUpperCase() : fallback
