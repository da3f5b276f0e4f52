import type { BudgetTotals } from "../budget/budget-totals"
import { fromCents, toCents } from "../budget/money"
import { CONTINGENCY_METHOD_LABELS, type ContingencyMethod, type ContingencyOption } from "./contingency-options"

/** The contingency the budget carries: the chosen method, its amount and basis, and every method's figure beside it. */
export interface ContingencyChoice {
  readonly method: ContingencyMethod
  readonly label: string
  readonly amount: number
  readonly basis: string
  readonly options: ReadonlyArray<ContingencyOption>
}

/**
 * The chosen method's option; a method without a figure (no plan to simulate) falls back to the flat
 * percentage, which is then the method answered.
 */
export const chooseContingency = (method: ContingencyMethod, options: ReadonlyArray<ContingencyOption>): ContingencyChoice => {
  const chosen = options.find((o) => o.method === method) ?? options.find((o) => o.method === "percentage")
  if (!chosen) return { method: "percentage", label: CONTINGENCY_METHOD_LABELS.percentage, amount: 0, basis: "", options }
  return { method: chosen.method, label: chosen.label, amount: chosen.amount, basis: chosen.basis, options }
}

/** Budget totals carrying `amount` as contingency: total and OPEX move with it (contingency is OPEX), so CAPEX + OPEX = total still. */
export const withContingency = <T extends BudgetTotals>(totals: T, amount: number): T => {
  const delta = toCents(amount) - toCents(totals.contingency)
  return {
    ...totals,
    contingency: fromCents(toCents(amount)),
    total: fromCents(toCents(totals.total) + delta),
    opex: fromCents(toCents(totals.opex) + delta)
  }
}
