import { describe, expect, it } from "vitest"
import type { BudgetInput } from "../../src/document/artefacts"
import { breakdownByCategory, budgetFigures } from "../../src/document/budget-figures"
import { budgetTotals } from "../../src/rules/budget/budget-totals"

const items = [
  { category: "Labour", item: "Developer", estimated_cost: 1000.1 },
  { category: "Hardware", item: "Servers", estimated_cost: 2000.2, cost_type: "CAPEX" },
  { category: "Software", item: "Licences", estimated_cost: 0.1, cost_type: "CAPEX" },
  { category: "Software", item: "Support", estimated_cost: 0.2, cost_type: "CAPEX" }
]

describe("budget figures in documents", () => {
  it("waterfall.md §3/§9: totals are the budget rules' totals of the lines, not stale saved totals", () => {
    const budget: BudgetInput = { items, config: { contingency_pct: 0.15 }, totals: { total: 1, capex: 1, opex: 0 } }
    const rules = budgetTotals(items, 0.15)
    const f = budgetFigures(budget)
    expect(f.total).toBe(rules.total)
    expect([f.labour, f.deliverable, f.external, f.contingency, f.capex, f.opex]).toEqual([
      rules.labour_subtotal,
      rules.deliverable_subtotal,
      rules.external_subtotal,
      rules.contingency,
      rules.capex,
      rules.opex
    ])
    expect(f.currency).toBe("AUD")
  })

  it("the breakdown sums to the cent, as the totals do", () => {
    const software = breakdownByCategory({ items }).find((bar) => bar.label === "Software")
    expect(software).toEqual({ label: "Software", capex: 0.3, opex: 0 })
  })
})
