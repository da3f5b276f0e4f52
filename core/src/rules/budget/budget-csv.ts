import type { CsvTable } from "../risk/csv-table"
import type { BudgetLineInput } from "./budget-line"
import { budgetTotalsCents, clampContingency, lineCents } from "./budget-totals"
import { effectiveCostType } from "./effective-cost-type"
import { formatCents } from "./money"

export const BUDGET_CSV_COLUMNS = ["category", "item", "phase", "estimated_cost", "cost_type", "justification"] as const

/**
 * Budget export as a table: one row per line (cost_type is the effective one: explicit, rollup OPEX
 * or classified), then summary rows with category "Summary" and the totals' field names as item:
 * labour_subtotal, deliverable_subtotal, external_subtotal, contingency, total, capex, opex.
 * Amounts are plain decimals with two places ("1234.50"), no currency symbol or separators.
 * Contingency lines in the input are listed but not summed (contingency is derived).
 */
export function budgetCsvTable(lines: ReadonlyArray<BudgetLineInput>, contingencyPct: number): CsvTable {
  const text = (value: string | null | undefined): string => (value ?? "").trim()
  const rows = lines.map((line) => [
    text(line.category),
    text(line.item),
    text(line.phase),
    formatCents(lineCents(line)),
    effectiveCostType(line),
    text(line.justification)
  ])
  const totals = budgetTotalsCents(lines, contingencyPct)
  const percent = `${Math.round(clampContingency(contingencyPct) * 10_000) / 100}%`
  const summary: ReadonlyArray<readonly [keyof typeof totals, string, string]> = [
    ["labour_subtotal", "", ""],
    ["deliverable_subtotal", "", ""],
    ["external_subtotal", "", ""],
    ["contingency", "OPEX", `${percent} of subtotals`],
    ["total", "", ""],
    ["capex", "CAPEX", ""],
    ["opex", "OPEX", "includes contingency"]
  ]
  return {
    header: [...BUDGET_CSV_COLUMNS],
    numeric: ["estimated_cost"],
    rows: [...rows, ...summary.map(([key, type, note]) => ["Summary", key, "", formatCents(totals[key]), type, note])]
  }
}
