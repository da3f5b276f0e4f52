import type { BudgetLineInput } from "./budget-line"
import { budgetTotalsCents } from "./budget-totals"
import { parseCostType } from "./cost-type"
import { fromCents } from "./money"

export interface CostTypeUpdate {
  readonly id: string | number
  readonly cost_type: string
}

export interface CostTypeTotals {
  readonly capex: number
  readonly opex: number
  readonly grand: number
}

/**
 * Save & Recalculate CapEx/OpEx (agile.md §3 and §7, waterfall.md §7): set cost_type on the lines
 * whose id matches (ids compared as text), then return the lines and {capex, opex, grand}.
 * Ignored: rollup lines (fixed OPEX), unknown ids, and values other than CAPEX/OPEX (any case).
 * With two updates for one id the last wins. Input lines are not mutated.
 */
export function updateCostTypes<L extends BudgetLineInput>(
  lines: ReadonlyArray<L>,
  updates: ReadonlyArray<CostTypeUpdate>,
  contingencyPct: number
): { readonly lines: ReadonlyArray<L>; readonly totals: CostTypeTotals } {
  const wanted = new Map<string, "CAPEX" | "OPEX">()
  for (const update of updates) {
    const type = parseCostType(update.cost_type)
    if (type !== undefined) wanted.set(String(update.id), type)
  }
  const updated = lines.map((line) => {
    const type = line.id == null || line.rollup === true ? undefined : wanted.get(String(line.id))
    return type === undefined ? line : { ...line, cost_type: type }
  })
  const cents = budgetTotalsCents(updated, contingencyPct)
  return {
    lines: updated,
    totals: { capex: fromCents(cents.capex), opex: fromCents(cents.opex), grand: fromCents(cents.capex + cents.opex) }
  }
}
