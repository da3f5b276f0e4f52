import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { budgetCsvTable } from "../../../src/rules/budget/budget-csv"
import { CSV_FORMULA_TRIGGERS, csvCell, csvCells, isCsvNumber, neutraliseCsvText, startsWithFormulaTrigger } from "../../../src/rules/csv/csv-cell"
import { jiraCsvTable } from "../../../src/rules/planning/release/jira-csv"
import { releaseCsvTable } from "../../../src/rules/planning/release/release-csv"
import { scheduleCsvTable, wbsCsvTable } from "../../../src/rules/planning/tree/tree-csv"
import { riskCsvTable } from "../../../src/rules/risk/risk-csv"

const PAYLOAD = '=HYPERLINK("http://evil.example","x")'

describe("CSV formula injection: neutraliseCsvText (OWASP)", () => {
  it("prefixes a single quote to text starting with = + - @ tab or carriage return", () => {
    expect(neutraliseCsvText(PAYLOAD)).toBe(`'${PAYLOAD}`)
    expect(neutraliseCsvText("+1+2")).toBe("'+1+2")
    expect(neutraliseCsvText("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0")
    expect(neutraliseCsvText("@SUM(1,2)")).toBe("'@SUM(1,2)")
    expect(neutraliseCsvText("\t=1+2")).toBe("'\t=1+2")
    expect(neutraliseCsvText("\r=1+2")).toBe("'\r=1+2")
    expect(CSV_FORMULA_TRIGGERS).toEqual(["=", "+", "-", "@", "\t", "\r"])
  })

  it("leaves other text as it is, a trigger further in included", () => {
    for (const text of ["", "Vendor delay", "a=b", " =1+2", "'=1+2", "1-2", "\n=1+2", "Phase 1 - design", "e-mail"]) expect(neutraliseCsvText(text)).toBe(text)
  })

  it("property: the result is the input, or a quote and the input exactly when the input starts with a trigger", () => {
    const text = fc.oneof(fc.string(), fc.tuple(fc.constantFrom(...CSV_FORMULA_TRIGGERS), fc.string()).map(([t, s]) => t + s))
    fc.assert(
      fc.property(text, (s) => {
        const out = neutraliseCsvText(s)
        expect(out).toBe(startsWithFormulaTrigger(s) ? `'${s}` : s)
        expect(startsWithFormulaTrigger(out)).toBe(false)
        expect(neutraliseCsvText(out)).toBe(out)
      })
    )
  })
})

describe("CSV cells: numbers stay numbers, text is neutralised", () => {
  it("a number in a numeric column is written as it is, negative ones too", () => {
    for (const n of ["-1250.50", "0", "12", "-3", "0.5", "1e+21", "-1e-7"]) {
      expect(isCsvNumber(n)).toBe(true)
      expect(csvCell(n, true)).toBe(n)
    }
    expect(csvCell(-42.5, false)).toBe("-42.5")
    expect(csvCell(null, true)).toBe("")
    expect(csvCell(undefined, false)).toBe("")
  })

  it("text in a numeric column is still text, and a number-like text cell is neutralised", () => {
    expect(csvCell("-1+2", true)).toBe("'-1+2")
    expect(csvCell("=1+2", true)).toBe("'=1+2")
    expect(csvCell("-5", false)).toBe("'-5")
    expect(csvCell("12", false)).toBe("12")
  })

  it("property: any finite number, as a JavaScript number or its text in a numeric column, is untouched", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        expect(csvCell(n, false)).toBe(String(n))
        expect(csvCell(String(n), true)).toBe(String(n))
        expect(csvCell(n.toFixed(2), true)).toBe(n.toFixed(2))
      })
    )
  })

  it("csvCells neutralises every text cell of a table and only the declared numeric columns keep their numbers", () => {
    const cells = csvCells({
      header: ["item", "estimated_cost", "note"],
      numeric: ["estimated_cost"],
      rows: [
        [PAYLOAD, "-250.00", "-250.00"],
        ["@SUM(1,2)", "1500.00", null],
        ["Plain", "=1+2", "+44 20 7946 0000"]
      ]
    })
    expect(cells).toEqual([
      ["item", "estimated_cost", "note"],
      [`'${PAYLOAD}`, "-250.00", "'-250.00"],
      ["'@SUM(1,2)", "1500.00", ""],
      ["Plain", "'=1+2", "'+44 20 7946 0000"]
    ])
  })
})

describe("every CSV table names its numeric columns from its own header", () => {
  it("risk, budget, WBS, schedule, release and Jira tables", () => {
    const lanes = { now: [], next: [], later: [] }
    const tables = {
      risk: riskCsvTable([]),
      budget: budgetCsvTable([], 0.1),
      wbs: wbsCsvTable([]),
      schedule: scheduleCsvTable([]),
      release: releaseCsvTable(lanes, [], []),
      jira: jiraCsvTable([], [], lanes)
    }
    expect(Object.fromEntries(Object.entries(tables).map(([name, t]) => [name, t.numeric]))).toEqual({
      risk: ["rag_score"],
      budget: ["estimated_cost"],
      wbs: ["duration_days"],
      schedule: ["duration_days"],
      release: ["order", "points", "priority"],
      jira: ["Story Points"]
    })
    for (const t of Object.values(tables)) for (const column of t.numeric ?? []) expect(t.header).toContain(column)
  })

  it("a budget table keeps a negative cost a number and prefixes a formula-like item", () => {
    const cells = csvCells(budgetCsvTable([{ category: "Deliverable", item: "=1+2", estimated_cost: -250, justification: "@x" }], 0))
    expect(cells[1]).toEqual(["Deliverable", "'=1+2", "", "-250.00", expect.any(String), "'@x"])
  })
})
