import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { RISK_CSV_COLUMNS, riskCsvTable } from "../../../src/rules/risk/risk-csv"

describe("risk CSV table", () => {
  it("waterfall.md §9: columns are exactly id..created_at in order", () => {
    const expected = "id, title, description, category, likelihood, impact, rag_score, rag_label, mitigation, contingency, status, created_at"
    expect(RISK_CSV_COLUMNS.join(", ")).toBe(expected)
    expect(riskCsvTable([]).header.join(", ")).toBe(expected)
    expect(riskCsvTable([]).rows).toEqual([])
  })

  it("agile.md §9: one row per risk with derived rag_score and rag_label", () => {
    const table = riskCsvTable([
      {
        id: 7,
        title: "Vendor delay",
        description: "Supplier slips",
        category: "Vendor",
        likelihood: "high",
        impact: 5,
        mitigation: "Weekly check-ins",
        contingency: "Second supplier",
        status: "Open",
        created_at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5))
      }
    ])
    expect(table.rows).toEqual([
      [
        "7",
        "Vendor delay",
        "Supplier slips",
        "Vendor",
        "High",
        "Very High",
        "20",
        "Very High",
        "Weekly check-ins",
        "Second supplier",
        "Open",
        "2026-01-02T03:04:05.000Z"
      ]
    ])
  })

  it("blank cells for missing fields; off-scale values kept and RAG left blank", () => {
    const [row] = riskCsvTable([{ title: "T", likelihood: "Critical", impact: null, created_at: "2026-03-01 10:00" }]).rows
    expect(row).toEqual(["", "T", "", "", "Critical", "", "", "", "", "", "", "2026-03-01 10:00"])
  })

  it("every row has as many cells as the header", () => {
    const risk = fc.record({
      id: fc.option(fc.oneof(fc.string(), fc.integer()), { nil: undefined }),
      title: fc.string(),
      description: fc.option(fc.string(), { nil: null }),
      likelihood: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom("Low", "x", "VERY HIGH")),
      impact: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom("Medium", "")),
      status: fc.option(fc.string(), { nil: undefined })
    })
    fc.assert(
      fc.property(fc.array(risk, { maxLength: 8 }), (risks) => {
        const table = riskCsvTable(risks)
        expect(table.rows).toHaveLength(risks.length)
        for (const row of table.rows) expect(row).toHaveLength(RISK_CSV_COLUMNS.length)
      })
    )
  })
})
