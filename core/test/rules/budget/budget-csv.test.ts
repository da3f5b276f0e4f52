import { describe, expect, it } from "vitest"
import { BUDGET_CSV_COLUMNS, budgetCsvTable } from "../../../src/rules/budget/budget-csv"
import { budgetCsvFileName } from "../../../src/rules/budget/budget-csv-file-name"

describe("budget CSV table", () => {
  const lines = [
    { category: "Labour", item: "Delivery labour", phase: "Delivery", estimated_cost: 10000, rollup: true },
    { category: "Deliverable", item: "Server hardware", estimated_cost: 2500.5, justification: "2 racks" },
    { category: "External", item: "Consultant", estimated_cost: 1000, cost_type: "opex" }
  ]

  it("waterfall.md §7: one row per line with the effective cost type, then summary rows", () => {
    const table = budgetCsvTable(lines, 0.1)
    expect(table.header).toEqual([...BUDGET_CSV_COLUMNS])
    expect(table.header).toEqual(["category", "item", "phase", "estimated_cost", "cost_type", "justification"])
    expect(table.rows).toEqual([
      ["Labour", "Delivery labour", "Delivery", "10000.00", "OPEX", ""],
      ["Deliverable", "Server hardware", "", "2500.50", "CAPEX", "2 racks"],
      ["External", "Consultant", "", "1000.00", "OPEX", ""],
      ["Summary", "labour_subtotal", "", "10000.00", "", ""],
      ["Summary", "deliverable_subtotal", "", "2500.50", "", ""],
      ["Summary", "external_subtotal", "", "1000.00", "", ""],
      ["Summary", "contingency", "", "1350.05", "OPEX", "10% of subtotals"],
      ["Summary", "total", "", "14850.55", "", ""],
      ["Summary", "capex", "", "2500.50", "CAPEX", ""],
      ["Summary", "opex", "", "12350.05", "OPEX", "includes contingency"]
    ])
    for (const row of table.rows) expect(row).toHaveLength(table.header.length)
  })

  it("waterfall.md §7: the file is named after the project", () => {
    expect(budgetCsvFileName("Data Lake / Phase 2", "2026-05-01")).toBe("budget_Data_Lake_Phase_2_2026-05-01.csv")
    expect(budgetCsvFileName("X", "bad")).toBeUndefined()
  })
})
