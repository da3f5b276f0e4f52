import type { BudgetInput } from "../artefacts"
import { budgetFigures, breakdownByCategory, isCapex, lineAmount } from "../budget-figures"
import { formatMoney } from "../format"
import { chart, col, keyValue, missing, table, type Block } from "../model"
import { nonEmpty, text } from "../read-items"

type Opt<T> = T | null | undefined

export const NO_BUDGET = "No budget has been drafted yet."

export const hasBudget = (b: Opt<BudgetInput>): b is BudgetInput => b != null && nonEmpty(b.items)

/** A contingency set by another method than the flat percentage (issue 23): its amount replaces the percentage's. */
export interface ChosenContingency {
  readonly amount: number
  readonly label: string
}

export const totalsBlock = (b: BudgetInput, chosen?: ChosenContingency): Block => {
  const f = budgetFigures(b)
  const m = (n: number) => formatMoney(n, f.currency)
  // contingency is OPEX: total and OPEX move with it, so CAPEX + OPEX = total still
  const delta = chosen === undefined ? 0 : Math.round((chosen.amount - f.contingency) * 100) / 100
  return keyValue([
    ["Labour subtotal", m(f.labour)],
    ["Deliverables subtotal", m(f.deliverable)],
    ["External subtotal", m(f.external)],
    ["Contingency", chosen === undefined ? m(f.contingency) : `${m(chosen.amount)} (${chosen.label})`],
    ["Total", m(f.total + delta)],
    ["CAPEX", m(f.capex)],
    ["OPEX", m(f.opex + delta)]
  ])
}

export const breakdownChart = (b: BudgetInput): Block =>
  chart({ _tag: "BudgetBreakdown", currency: budgetFigures(b).currency, bars: breakdownByCategory(b) }, "CAPEX / OPEX by category")

export const lineItemsTable = (b: BudgetInput): Block => {
  const currency = budgetFigures(b).currency
  return table(
    [col("Category", 2), col("Item", 3), col("Justification", 4), col("Cost type", 1), col("Estimated cost", 2, "right")],
    (b.items ?? []).map((i) => [
      text(i.category) || "Other",
      text(i.item),
      text(i.justification),
      isCapex(i) ? "CAPEX" : "OPEX",
      formatMoney(lineAmount(i), currency)
    ])
  )
}

export const budgetSummary = (b: Opt<BudgetInput>, withLines: boolean, chosen?: ChosenContingency): ReadonlyArray<Block> =>
  hasBudget(b) ? [totalsBlock(b, chosen), breakdownChart(b), ...(withLines ? [lineItemsTable(b)] : [])] : [missing(NO_BUDGET)]
