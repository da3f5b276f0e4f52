// `initpack diff <old> <new>` as a process: two artefacts.json of the waterfall example (one edited as a
// user would between two commits), two briefs, Markdown and --json, and the exit codes 0 / 1 / 2.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ensureBuilt, runCli } from "./run-cli"

const work = mkdtempSync(join(tmpdir(), "initpack-diff-"))
const before = join(work, "before/artefacts.json")
const after = join(work, "after.json")
let slackTask = ""

beforeAll(async () => {
  ensureBuilt()
  const r = await runCli(["pack", "docs/examples/waterfall.yaml", "--out", join(work, "before"), "--formats", "md"])
  expect(r.code, r.stderr).toBe(0)
  const saved = JSON.parse(readFileSync(before, "utf8"))
  const a = saved.artefacts
  a.risks.push({ title: "Council elections change priorities", likelihood: "Low", impact: "High" })
  a.risks[0].likelihood = "Very High"
  a.risks[0].impact = "Very High"
  a.stakeholders = a.stakeholders.filter((s: { name: string }) => s.name !== "Tom Walsh")
  const last = a.wbs[a.wbs.length - 1]
  last.end_date = "2027-02-26"
  // a task with float made 300 days longer: the engine's critical path moves onto it
  const slack = saved.schedule_results.tasks.find((t: { critical: boolean; total_float: number }) => !t.critical && t.total_float > 0)
  slackTask = slack.name
  const row = a.wbs.find((w: { id: unknown }) => String(w.id) === slack.id)
  row.duration_days = (row.duration_days ?? 1) + 300
  a.budget.items[0].estimated_cost += 10000
  a.budget.totals.grand += 11000
  a.scope.deliverables.push({ title: "Mobile inspection app" })
  writeFileSync(after, JSON.stringify(saved))
}, 180_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe("initpack diff", () => {
  it("exits 1 and prints a Markdown summary of each changed part", async () => {
    const r = await runCli(["diff", before, after])
    expect(r.code, r.stderr).toBe(1)
    const md = r.stdout
    expect(md).toContain("### Initpack: Riverbend Permits Replacement")
    expect(md).toMatch(/#### Scope\n\n- ➕ deliverables: Mobile inspection app/)
    expect(md).toMatch(/- ➕ Council elections change priorities \(Low × High = 8 Low\)/)
    expect(md).toMatch(/- ↕ .+ → Very High × Very High = 25 Very High/)
    expect(md).toMatch(/- Finish date: \d{4}-\d{2}-\d{2} → 2027-02-26/)
    expect(md).toMatch(/- Total AUD: [\d,]+ → [\d,]+ \(\+11,000\)/)
    expect(md).toMatch(/- ✎ Labour \/ .+ \(\+10,000\)/)
    expect(md).toMatch(/#### Stakeholders\n\n- ➖ Tom Walsh/)
    expect(md.split("\n").find((l) => l.startsWith("- Now critical: "))).toContain(slackTask)
    expect(md).toMatch(/- No longer critical: .+/)
  }, 60_000)

  it("--json gives the same differences as one document", async () => {
    const r = await runCli(["diff", before, after, "--json"])
    expect(r.code).toBe(1)
    const doc = JSON.parse(r.stdout)
    expect(doc.equal).toBe(false)
    expect(doc.risks.added).toEqual([{ title: "Council elections change priorities", rating: { likelihood: "Low", impact: "High", score: 8, rag: "Low" } }])
    expect(doc.risks.rerated[0].to.score).toBe(25)
    expect(doc.stakeholders.removed).toEqual(["Tom Walsh"])
    expect(doc.budget.total.to - doc.budget.total.from).toBe(11000)
    expect(doc.wbs.finish.to).toBe("2027-02-26")
    expect(doc.wbs.critical.became).toContain(slackTask)
    expect(doc.wbs.critical.left.length).toBeGreaterThan(0)
  }, 60_000)

  it("exits 0 with 'No changes' for the same pack", async () => {
    const r = await runCli(["diff", before, before])
    expect(r.code).toBe(0)
    expect(r.stdout).toContain("No changes in scope, risks, WBS, budget or stakeholders.")
  }, 60_000)

  it("drafts two briefs and compares the drafts (a stakeholder added in the brief)", async () => {
    const brief = readFileSync("docs/examples/waterfall.yaml", "utf8")
    const edited = join(work, "edited.yaml")
    writeFileSync(edited, brief.replace("stakeholders:\n", "stakeholders:\n  - { name: Lee Park, role: Records Manager, internal_external: Internal }\n"))
    const r = await runCli(["diff", "docs/examples/waterfall.yaml", edited, "--json"])
    expect(r.code, r.stderr).toBe(1)
    expect(JSON.parse(r.stdout).stakeholders.added).toEqual(["Lee Park"])
    expect((await runCli(["diff", "docs/examples/waterfall.yaml", "docs/examples/waterfall.yaml"])).code).toBe(0)
  }, 120_000)

  it("exits 2 when a side cannot be read", async () => {
    const r = await runCli(["diff", before, join(work, "missing.json")])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain("file not found")
  }, 60_000)
})
