// The data of the budget chart: cost by phase (labour) and by category (the rest), and the CapEx/OpEx split.
import { budgetBucket } from "@initpack/core/rules/budget/budget-category"
import { toCents, fromCents } from "@initpack/core/rules/budget/money"
import type { BudgetLine, BudgetTotals } from "./budget-result"

export interface ChartGroup {
  readonly label: string
  readonly amount: number
  readonly kind: "labour" | "other" | "contingency"
}

/**
 * Labour by phase ("{phase} · labour"; the Project Manager line as "Project management"), every other
 * line by category, then contingency. Groups keep the order of their first line; sums are in cents.
 * Empty groups (0) are left out.
 */
export const costGroups = (lines: ReadonlyArray<BudgetLine>, totals: Pick<BudgetTotals, "contingency">): ReadonlyArray<ChartGroup> => {
  const groups = new Map<string, { cents: number; kind: ChartGroup["kind"] }>()
  const add = (label: string, amount: number, kind: ChartGroup["kind"]) => {
    const group = groups.get(label)
    if (group) group.cents += toCents(amount)
    else groups.set(label, { cents: toCents(amount), kind })
  }
  for (const line of lines) {
    const bucket = budgetBucket(line.category)
    if (bucket === "contingency") continue
    if (bucket === "labour") {
      const management = !line.rollup && line.task === "" && line.phase === ""
      add(management ? "Project management" : `${line.phase || "Unphased"} · labour`, line.estimated_cost, "labour")
    } else add(line.category.trim() || "Other", line.estimated_cost, "other")
  }
  if (totals.contingency > 0) add("Contingency", totals.contingency, "contingency")
  return [...groups].filter(([, g]) => g.cents > 0).map(([label, g]) => ({ label, amount: fromCents(g.cents), kind: g.kind }))
}

export interface SplitPart {
  readonly label: "CapEx" | "OpEx"
  readonly amount: number
  readonly share: number
}

/** CapEx vs OpEx as shares of their sum (0 when both are 0). */
export const capexOpexSplit = (totals: Pick<BudgetTotals, "capex" | "opex">): readonly [SplitPart, SplitPart] => {
  const sum = Math.max(0, totals.capex) + Math.max(0, totals.opex)
  const share = (n: number) => (sum > 0 ? Math.max(0, n) / sum : 0)
  return [
    { label: "CapEx", amount: totals.capex, share: share(totals.capex) },
    { label: "OpEx", amount: totals.opex, share: share(totals.opex) }
  ]
}
