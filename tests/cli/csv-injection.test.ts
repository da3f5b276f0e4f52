// CSV and formula injection (OWASP; docs/security.md) in the CLI's CSV files: `initpack pack` of an edited
// artefacts.json whose titles are typed as spreadsheet formulas (risk register, budget, WBS; agile schedule,
// release plan, Jira), read back with csv-parse and with LibreOffice Calc. A typed formula is the typed text
// behind a single quote; a number stays a number, a negative cost included.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import { parse } from "csv-parse/sync"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { calcReadCsv, libreOfficeCalc, type CalcCell } from "../support/libreoffice-csv"
import { ensureBuilt, runCli } from "./run-cli"

const HYPERLINK = '=HYPERLINK("http://evil.example","x")'
const DDE = "-2+3+cmd|' /C calc'!A0"

const work = mkdtempSync(join(tmpdir(), "initpack-csv-injection-"))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** file prefix -> the typed texts (by column) and the numeric columns; `calc: false` for a text Calc reads with its line break changed */
interface Expectation {
  readonly typed: ReadonlyArray<{ readonly column: string; readonly payload: string; readonly calc?: false }>
  readonly numeric: ReadonlyArray<string>
}
const EXPECTED: Readonly<Record<string, Expectation>> = {
  risk_register: {
    typed: [{ column: "title", payload: HYPERLINK }, { column: "description", payload: "\t=1+2" }, { column: "mitigation", payload: "\r=1+2", calc: false }, { column: "contingency", payload: "@SUM(1,2)" }],
    numeric: ["rag_score"]
  },
  budget: { typed: [{ column: "item", payload: DDE }, { column: "justification", payload: "=1+2" }], numeric: ["estimated_cost"] },
  wbs: { typed: [{ column: "phase", payload: "+1+2" }, { column: "task", payload: "@SUM(1,2)" }], numeric: ["duration_days"] },
  schedule_tasks: { typed: [{ column: "task", payload: "-5" }, { column: "phase", payload: "-5" }], numeric: ["duration_days"] },
  release_plan: { typed: [{ column: "epic", payload: HYPERLINK }, { column: "i_want", payload: "=1+2" }], numeric: ["order", "points", "priority"] },
  jira_backlog: { typed: [{ column: "Summary", payload: HYPERLINK }, { column: "Epic Link", payload: HYPERLINK }, { column: "Summary", payload: "=1+2" }], numeric: ["Story Points"] }
}
const kindOf = (file: string) => Object.keys(EXPECTED).find((k) => basename(file).startsWith(`${k}_`))!

const files: Array<string> = []

/** Packs an example, edits its artefacts.json, and packs the edited file into `out`. */
const packEdited = async (example: string, formats: string, edit: (artefacts: any) => void, out: string) => {
  const first = await runCli(["pack", example, "--out", join(work, `${out}-draft`), "--formats", "csv"])
  expect(first.code, first.stderr).toBe(0)
  const saved = JSON.parse(readFileSync(join(work, `${out}-draft`, "artefacts.json"), "utf8"))
  edit(saved.artefacts)
  const edited = join(work, `${out}.json`)
  writeFileSync(edited, JSON.stringify(saved))
  const r = await runCli(["pack", edited, "--out", join(work, out), "--formats", formats])
  expect(r.code, r.stderr).toBe(0)
  for (const f of readdirSync(join(work, out)).filter((f) => f.endsWith(".csv"))) files.push(join(work, out, f))
}

beforeAll(async () => {
  ensureBuilt()
  // both methods write the risk register and the budget
  const riskAndBudget = (a: any) => {
    Object.assign(a.risks[0], { title: HYPERLINK, description: "\t=1+2", mitigation: "\r=1+2", contingency: "@SUM(1,2)" })
    Object.assign(a.budget.items[0], { item: DDE, estimated_cost: -250 })
    a.budget.items[1].justification = "=1+2"
  }
  await packEdited("docs/examples/waterfall.yaml", "csv", (a) => {
    riskAndBudget(a)
    a.wbs[0].task = "+1+2"
    a.wbs[1].task = "@SUM(1,2)"
  }, "waterfall")
  await packEdited("docs/examples/agile.yaml", "csv,jira", (a) => {
    riskAndBudget(a)
    a.epics[0].name = HYPERLINK
    a.stories[0].i_want = "=1+2"
    a.schedule.tasks[0].title = "-5"
  }, "agile")
}, 240_000)

const table = (file: string) => {
  const [header, ...rows] = parse(readFileSync(file, "utf8"), { bom: true }) as Array<Array<string>>
  return { header: header!, rows }
}

describe("initpack pack: CSV files read back with csv-parse", () => {
  it("writes every CSV file, each typed formula as text behind a single quote in a quoted field", () => {
    expect(files.map((f) => kindOf(f)).sort()).toEqual(["budget", "budget", "jira_backlog", "release_plan", "risk_register", "risk_register", "schedule_tasks", "wbs"])
    for (const file of files) {
      const { header, rows } = table(file)
      const text = readFileSync(file, "utf8")
      for (const { column, payload } of EXPECTED[kindOf(file)]!.typed) {
        expect(rows.map((r) => r[header.indexOf(column)]), `${file}: ${column}`).toContain(`'${payload}`)
        expect(text).toContain(`"'${payload.replace(/"/g, '""')}"`)
      }
      // no text cell starts a formula (a number in a numeric column may be negative)
      const numeric = new Set(EXPECTED[kindOf(file)]!.numeric.map((c) => header.indexOf(c)))
      for (const row of rows) row.forEach((cell, i) => expect(cell, file).not.toMatch(numeric.has(i) ? /^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/ : /^[=+\-@\t\r]/))
    }
  })

  it("keeps numbers in the numeric columns, a negative cost included", () => {
    for (const file of files) {
      const { header, rows } = table(file)
      for (const column of EXPECTED[kindOf(file)]!.numeric) {
        const values = rows.map((r) => r[header.indexOf(column)]!).filter((v) => v !== "")
        expect(values.length, `${file}: ${column}`).toBeGreaterThan(0)
        for (const v of values) expect(v).toMatch(/^-?\d+(\.\d+)?$/)
      }
    }
    for (const file of files.filter((f) => kindOf(f) === "budget")) expect(table(file).rows[0]!.slice(1, 4)).toEqual([`'${DDE}`, expect.any(String), "-250.00"])
  })
})

describe.skipIf(!libreOfficeCalc("tests/cli/csv-injection"))("initpack pack: CSV files read back with LibreOffice Calc", () => {
  let sheets: Map<string, Array<Array<CalcCell>>>
  beforeAll(() => {
    sheets = calcReadCsv(work, files)
  }, 300_000)

  it("every typed formula is a text cell holding the typed text behind a quote; no cell is a formula", () => {
    for (const file of files) {
      const [header, ...rows] = sheets.get(file)!
      const names = header!.map((c) => c.text)
      for (const { column, payload, calc } of EXPECTED[kindOf(file)]!.typed) {
        if (calc === false) continue
        expect(rows.map((r) => r[names.indexOf(column)]), `${file}: ${column}`).toContainEqual({ type: "string", value: undefined, formula: undefined, text: `'${payload}` })
      }
      for (const row of rows) for (const cell of row) expect(cell.formula, `${file}: ${cell.text}`).toBeUndefined()
    }
  })

  it("the numeric columns are numbers to Calc, the negative cost included", () => {
    for (const file of files) {
      const [header, ...rows] = sheets.get(file)!
      const names = header!.map((c) => c.text)
      const parsed = table(file)
      for (const column of EXPECTED[kindOf(file)]!.numeric) {
        const written = parsed.rows.map((r) => r[parsed.header.indexOf(column)]!)
        rows.forEach((row, i) => {
          if (written[i] === "") return
          expect(row[names.indexOf(column)], `${file}: ${column} row ${i + 1}`).toMatchObject({ type: "float", formula: undefined })
          expect(Number(row[names.indexOf(column)]!.value)).toBe(Number(written[i]))
        })
      }
    }
    for (const file of files.filter((f) => kindOf(f) === "budget")) expect(sheets.get(file)![1]![3]).toMatchObject({ type: "float", value: "-250" })
  })
})
