import { parse } from "csv-parse/sync"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { csvText } from "@initpack/adapters/render/csv"
import { CSV_FORMULA_TRIGGERS, startsWithFormulaTrigger } from "@initpack/core/rules/csv/csv-cell"

const readBack = (text: string): Array<Array<string>> => parse(text, { bom: true, relax_quotes: false })

describe("CSV serialisation", () => {
  it("quotes commas, quotes and line breaks and ends records with CRLF", () => {
    const text = csvText({ header: ["id", "title"], rows: [[1, 'Vendor "A", late'], [2, "two\nlines"], [3, null]] })
    expect(text).toBe('id,title\r\n1,"Vendor ""A"", late"\r\n2,"two\nlines"\r\n3,\r\n')
  })

  it("can prefix a UTF-8 BOM", () => {
    expect(csvText({ header: ["a"], rows: [] }, { bom: true }).charCodeAt(0)).toBe(0xfeff)
  })
})

describe("CSV formula injection (OWASP): text cells are neutralised, numbers are not", () => {
  it("prefixes a single quote to a text cell starting with = + - @ tab or CR, and quotes it", () => {
    const text = csvText({
      header: ["title", "cost"],
      numeric: ["cost"],
      rows: [
        ['=HYPERLINK("http://evil.example","x")', "-250.00"],
        ["@SUM(1)", "12"],
        ["-2+3+cmd|' /C calc'!A0", -7],
        ["+1", null],
        ["\tx", "=1"]
      ]
    })
    expect(text).toBe(
      'title,cost\r\n"\'=HYPERLINK(""http://evil.example"",""x"")",-250.00\r\n"\'@SUM(1)",12\r\n"\'-2+3+cmd|\' /C calc\'!A0",-7\r\n"\'+1",\r\n"\'\tx","\'=1"\r\n'
    )
  })

  it("quotes a cell holding a semicolon or a tab, which a reader set to that separator would split into a new cell", () => {
    expect(csvText({ header: ["a", "b"], rows: [["x;=1+2", "y\t@SUM(1)"]] })).toBe('a,b\r\n"x;=1+2","y\t@SUM(1)"\r\n')
  })

  it("property: any text read back by csv-parse is the input, or a quote and the input when it starts with a trigger", () => {
    const text = fc.oneof(fc.string({ unit: "binary" }), fc.tuple(fc.constantFrom(...CSV_FORMULA_TRIGGERS), fc.string({ unit: "grapheme" })).map(([t, s]) => t + s))
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 5 }), fc.boolean(), (rows, bom) => {
        const [header, ...back] = readBack(csvText({ header: ["title", "note"], rows }, { bom }))
        expect(header).toEqual(["title", "note"])
        expect(back).toEqual(rows.map((row) => row.map((s) => (startsWithFormulaTrigger(s) ? `'${s}` : s))))
        for (const row of back) for (const cell of row) expect(startsWithFormulaTrigger(cell)).toBe(false)
      })
    )
  })

  it("property: numbers in numeric columns read back untouched, negative ones included", () => {
    const amount = fc.integer({ min: -10_000_000_00, max: 10_000_000_00 }).map((cents) => (cents / 100).toFixed(2))
    fc.assert(
      fc.property(fc.array(fc.tuple(amount, fc.double({ noNaN: true, noDefaultInfinity: true })), { minLength: 1, maxLength: 5 }), (rows) => {
        const [, ...back] = readBack(csvText({ header: ["estimated_cost", "value"], numeric: ["estimated_cost"], rows }))
        expect(back).toEqual(rows.map(([cost, n]) => [cost, String(n)]))
      })
    )
  })
})
