import { budgetBucket } from "./budget-category"
import type { BudgetLineInput } from "./budget-line"
import { effectiveCostType } from "./effective-cost-type"
import { fractionOfCents, fromCents, parseAmount, toCents, type Cents } from "./money"

export interface BudgetTotals {
  readonly labour_subtotal: number
  readonly deliverable_subtotal: number
  readonly external_subtotal: number
  readonly contingency: number
  readonly total: number
  readonly capex: number
  readonly opex: number
}

export type BudgetTotalsCents = { readonly [K in keyof BudgetTotals]: Cents }

/** Contingency as a decimal (0.1 = 10%), min 0 (waterfall.md §5); not a number -> 0. */
export const clampContingency = (pct: number): number => (Number.isFinite(pct) && pct > 0 ? pct : 0)

/** A line's cost in cents: numbers or numeric text ("1,200"); anything else counts as 0. */
export const lineCents = (line: BudgetLineInput): Cents => toCents(parseAmount(line.estimated_cost) ?? 0)

/**
 * Budget totals (waterfall.md §3 and §9, agile.md §3 and §5), in integer cents:
 * subtotals by category (see budgetBucket; Contingency lines are not summed: contingency is derived),
 * contingency = contingency_pct x (labour + deliverable + external), rounded once to the cent,
 * total = subtotals + contingency; capex = CAPEX lines; opex = OPEX lines + contingency, so
 * capex + opex === total exactly.
 */
export function budgetTotalsCents(lines: ReadonlyArray<BudgetLineInput>, contingencyPct: number): BudgetTotalsCents {
  let labour = 0
  let deliverable = 0
  let external = 0
  let capex = 0
  let opexLines = 0
  for (const line of lines) {
    const bucket = budgetBucket(line.category)
    if (bucket === "contingency") continue
    const cents = lineCents(line)
    if (bucket === "labour") labour += cents
    else if (bucket === "external") external += cents
    else deliverable += cents
    if (effectiveCostType(line) === "CAPEX") capex += cents
    else opexLines += cents
  }
  const subtotal = labour + deliverable + external
  const contingency = fractionOfCents(subtotal, clampContingency(contingencyPct))
  return {
    labour_subtotal: labour,
    deliverable_subtotal: deliverable,
    external_subtotal: external,
    contingency,
    total: subtotal + contingency,
    capex,
    opex: opexLines + contingency
  }
}

export function budgetTotals(lines: ReadonlyArray<BudgetLineInput>, contingencyPct: number): BudgetTotals {
  const cents = budgetTotalsCents(lines, contingencyPct)
  return {
    labour_subtotal: fromCents(cents.labour_subtotal),
    deliverable_subtotal: fromCents(cents.deliverable_subtotal),
    external_subtotal: fromCents(cents.external_subtotal),
    contingency: fromCents(cents.contingency),
    total: fromCents(cents.total),
    capex: fromCents(cents.capex),
    opex: fromCents(cents.opex)
  }
}
