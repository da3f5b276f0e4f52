// CSV and formula injection (OWASP; docs/security.md): titles typed as spreadsheet formulas go through the
// real API over HTTP into every CSV export (risk register, WBS, budget, board review audit, Jira, release plan,
// agile schedule, agile budget), and each export is read back with csv-parse and with LibreOffice Calc: the cell is the
// typed text behind a single quote, never a formula, and the numeric columns stay numbers.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parse } from "csv-parse/sync"
import { stringify } from "csv-stringify/sync"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { calcReadCsv, libreOfficeCalc, type CalcCell } from "../support/libreoffice-csv"
import { startTestServer, type TestServer } from "../support/server"
import { agileUser, SUMMARY } from "./agile/agile-support"
import { paidUserWithProject, q } from "./waterfall/waterfall-support"

const HYPERLINK = '=HYPERLINK("http://evil.example","x")'
const SUM = "=1+2"
const DDE = "-2+3+cmd|' /C calc'!A0"
const AT = "@SUM(1,2)"
const PLUS = "+1+2"

const dir = mkdtempSync(join(tmpdir(), "csv-injection-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Export {
  readonly name: string
  readonly text: string
  /** column -> the text typed into it (the payload) */
  readonly typed: ReadonlyArray<{ readonly column: string; readonly payload: string }>
  /** numeric columns that must read back as numbers in every row */
  readonly numeric: ReadonlyArray<string>
}

const exports: Array<Export> = []
let server: TestServer

const download = async (client: { get: (path: string) => Promise<{ status: number; text: string }> }, path: string) => {
  const answer = await client.get(path)
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`)
  return answer.text
}

beforeAll(async () => {
  server = await startTestServer("pglite")

  // waterfall: a risk, a WBS task (its phase and budget line) and a known one-off cost typed as formulas
  const w = await paidUserWithProject(server, "Formula Injection Waterfall")
  const risk = await w.client.post("/api/risk/add", {
    project_name: w.projectName,
    risk: { title: HYPERLINK, description: AT, mitigation: DDE, contingency: PLUS, likelihood: "High", impact: "Medium" }
  })
  if (risk.status !== 200) throw new Error(`risk add: ${risk.status} ${risk.text}`)
  const task = await w.client.post("/api/wbs/item", { project_id: w.projectId, task: SUM, duration_days: 4, resource: AT })
  if (task.status !== 201) throw new Error(`wbs item: ${task.status} ${task.text}`)
  const budget = await w.client.post("/api/budget/generate", {
    project_name: w.projectName,
    labour_rollup: "detailed",
    config: { currency: "AUD", default_rate: 100, contingency_pct: 0.1, deliverable_overrides: { [HYPERLINK]: 1500 } }
  })
  if (budget.status !== 200) throw new Error(`budget: ${budget.status} ${budget.text}`)
  const wq = q({ project_name: w.projectName })
  exports.push(
    { name: "risk", text: await download(w.client, `/api/risk/export.csv${wq}`), typed: [{ column: "title", payload: HYPERLINK }, { column: "description", payload: AT }, { column: "mitigation", payload: DDE }, { column: "contingency", payload: PLUS }], numeric: ["rag_score"] },
    { name: "wbs", text: await download(w.client, `/api/wbs/export.csv${wq}`), typed: [{ column: "task", payload: SUM }, { column: "phase", payload: SUM }], numeric: ["duration_days"] },
    { name: "budget", text: await download(w.client, `/api/budget/export${wq}`), typed: [{ column: "item", payload: HYPERLINK }, { column: "phase", payload: SUM }], numeric: ["estimated_cost"] }
  )
  // the board review's audit trail: a reviewer invited under a formula name and board role (the invitation's detail)
  const review = `/api/board-review/projects/${w.projectId}`
  const submitted = await w.client.post(`${review}/versions`, { reviewers: [{ name: HYPERLINK, email: "formula@board.example", board_role: SUM }] })
  if (submitted.status !== 201) throw new Error(`board review: ${submitted.status} ${submitted.text}`)
  exports.push({ name: "audit", text: await download(w.client, `${review}/audit/csv`), typed: [{ column: "detail", payload: `${HYPERLINK} (${SUM}) <formula@board.example>` }], numeric: ["version"] })

  // agile: an epic and a story typed as formulas, placed in the release plan; a schedule task (its phase and budget line)
  const a = await agileUser(server.url, "Formula Injection Agile")
  for (const [path, body] of [
    ["/api/agile/scope/generate", { delivery_approach: "agile", seed_context: SUMMARY }],
    ["/api/agile/epics/generate", {}],
    ["/api/agile/backlog/generate", {}]
  ] as const) {
    const r = await a.client.post(path, { project_name: a.projectName, ...body })
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${r.text}`)
  }
  const aq = `?project_name=${encodeURIComponent(a.projectName)}`
  const backlog = (await a.client.get(`/api/agile/backlog${aq}`)).json
  const [epic, ...epics] = backlog.epics
  const [story, ...stories] = backlog.stories
  const saved = await a.client.post("/api/agile/backlog/save", {
    project_name: a.projectName,
    version: backlog.version,
    epics: [{ ...epic, name: HYPERLINK }, ...epics],
    stories: [{ ...story, epic_id: epic.id, as_a: AT, i_want: SUM, so_that: PLUS, points: 3, priority: "P1" }, ...stories]
  })
  if (saved.status !== 200) throw new Error(`backlog save: ${saved.status} ${saved.text}`)
  const plan = await a.client.post("/api/agile/release/auto_plan", { project_name: a.projectName, target_now_points: 100 })
  if (plan.status !== 200) throw new Error(`auto plan: ${plan.status} ${plan.text}`)
  const scheduled = await a.client.post("/api/agile/schedule/task", { project_name: a.projectName, title: DDE, duration_days: 2 })
  if (scheduled.status !== 200 && scheduled.status !== 201) throw new Error(`schedule task: ${scheduled.status} ${scheduled.text}`)
  const agileBudget = await a.client.post("/api/budget/agile/generate", { project_name: a.projectName, labour_rollup: "detailed" })
  if (agileBudget.status !== 200) throw new Error(`agile budget: ${agileBudget.status} ${agileBudget.text}`)
  exports.push(
    { name: "jira", text: await download(a.client, `/api/agile/backlog/export_jira${aq}`), typed: [{ column: "Summary", payload: HYPERLINK }, { column: "Epic Link", payload: HYPERLINK }, { column: "Epic Name", payload: HYPERLINK }, { column: "Summary", payload: SUM.charAt(0).toUpperCase() + SUM.slice(1) }], numeric: ["Story Points"] },
    { name: "release", text: await download(a.client, `/api/agile/release/export${aq}`), typed: [{ column: "epic", payload: HYPERLINK }, { column: "as_a", payload: AT }, { column: "i_want", payload: SUM }, { column: "so_that", payload: PLUS }], numeric: ["order", "points", "priority"] },
    { name: "schedule", text: await download(a.client, `/api/agile/schedule/export${aq}`), typed: [{ column: "task", payload: DDE }], numeric: ["duration_days"] },
    { name: "agile-budget", text: await download(a.client, `/api/budget/agile/export${aq}`), typed: [{ column: "phase", payload: DDE }], numeric: ["estimated_cost"] }
  )
  for (const e of exports) writeFileSync(join(dir, `${e.name}.csv`), e.text)
}, 240_000)

afterAll(async () => {
  await server?.stop()
})

const NUMBER = /^-?\d+(\.\d+)?$/
const table = (text: string) => {
  const [header, ...rows] = parse(text, { bom: true }) as Array<Array<string>>
  return { header: header!, rows }
}

describe("CSV exports over HTTP read back with csv-parse", () => {
  it("writes each typed formula as text behind a single quote, in a quoted field, and no cell starts a formula", () => {
    expect(exports.map((e) => e.name)).toEqual(["risk", "wbs", "budget", "audit", "jira", "release", "schedule", "agile-budget"])
    for (const e of exports) {
      const { header, rows } = table(e.text)
      for (const { column, payload } of e.typed) {
        const at = header.indexOf(column)
        expect(at, `${e.name}: column ${column}`).toBeGreaterThanOrEqual(0)
        expect(rows.map((r) => r[at]), `${e.name}: ${column}`).toContain(`'${payload}`)
        expect(e.text, `${e.name}: quoted field`).toContain(`"'${payload.replace(/"/g, '""')}"`)
      }
      // no text cell starts a formula (a number in a numeric column may be negative)
      const numeric = new Set(e.numeric.map((c) => header.indexOf(c)))
      for (const row of rows) row.forEach((cell, i) => expect(cell, `${e.name}: ${JSON.stringify(row)}`).not.toMatch(numeric.has(i) ? /^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/ : /^[=+\-@\t\r]/))
    }
  })

  it("keeps the numeric columns numbers, without a prefix", () => {
    for (const e of exports) {
      const { header, rows } = table(e.text)
      for (const column of e.numeric) {
        const values = rows.map((r) => r[header.indexOf(column)]!).filter((v) => v !== "")
        expect(values.length, `${e.name}: ${column}`).toBeGreaterThan(0)
        for (const v of values) expect(v, `${e.name}: ${column}`).toMatch(NUMBER)
      }
    }
  })
})

describe.skipIf(!libreOfficeCalc("tests/api/csv-injection"))("CSV exports over HTTP read back with LibreOffice Calc", () => {
  let sheets: Map<string, Array<Array<CalcCell>>>
  let control: Array<Array<CalcCell>>
  beforeAll(() => {
    // the control: the same formulas written without the rule, which Calc does evaluate
    const raw = join(dir, "control.csv")
    writeFileSync(raw, stringify([["title"], [HYPERLINK], [SUM]], { record_delimiter: "windows" }))
    const read = calcReadCsv(dir, [raw, ...exports.map((e) => join(dir, `${e.name}.csv`))])
    control = read.get(raw)!
    sheets = new Map(exports.map((e) => [e.name, read.get(join(dir, `${e.name}.csv`))!]))
  }, 300_000)

  it("the control: an unneutralised field is a formula to Calc (so this check can see an injection)", () => {
    expect(control[1]![0]).toMatchObject({ formula: expect.stringContaining("HYPERLINK"), text: "x" })
    expect(control[2]![0]).toMatchObject({ formula: "of:=1+2", type: "float", value: "3" })
  })

  it("every typed formula is a text cell holding the typed text behind a quote; no cell of any export is a formula", () => {
    for (const e of exports) {
      const [header, ...rows] = sheets.get(e.name)!
      const names = header!.map((c) => c.text)
      expect(names[0], e.name).toBe(table(e.text).header[0])
      for (const { column, payload } of e.typed) {
        const cells = rows.map((r) => r[names.indexOf(column)])
        expect(cells, `${e.name}: ${column}`).toContainEqual({ type: "string", value: undefined, formula: undefined, text: `'${payload}` })
      }
      for (const row of rows) for (const cell of row) expect(cell.formula, `${e.name}: ${cell.text}`).toBeUndefined()
    }
  })

  it("the numeric columns are numbers to Calc", () => {
    for (const e of exports) {
      const [header, ...rows] = sheets.get(e.name)!
      const names = header!.map((c) => c.text)
      const parsed = table(e.text)
      for (const column of e.numeric) {
        const at = names.indexOf(column)
        const written = parsed.rows.map((r) => r[parsed.header.indexOf(column)]!)
        rows.forEach((row, i) => {
          if (written[i] === "") return
          expect(row[at], `${e.name}: ${column} row ${i + 1}`).toMatchObject({ type: "float", formula: undefined })
          expect(Number(row[at]!.value)).toBe(Number(written[i]))
        })
      }
    }
  })
})
