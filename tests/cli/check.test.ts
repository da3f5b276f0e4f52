// `initpack check` as a process (issue 34): the two docs/examples briefs drafted and reviewed (no error,
// exit 0), an artefacts.json broken as a user would (a board role cleared, a plan pushed past the deadline,
// a risk-context item dropped) exits 1 with the findings grouped by severity, --format json, --fail-on, bad input.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ensureBuilt, runCli } from "./run-cli"

const work = mkdtempSync(join(tmpdir(), "initpack-check-"))
const clean = join(work, "clean/artefacts.json")
const broken = join(work, "broken.json")

beforeAll(async () => {
  ensureBuilt()
  const r = await runCli(["pack", "docs/examples/waterfall.yaml", "--out", join(work, "clean"), "--formats", "md"])
  expect(r.code, r.stderr).toBe(0)
  const saved = JSON.parse(readFileSync(clean, "utf8"))
  const a = saved.artefacts
  for (const s of a.stakeholders) if (s.board_role === "Senior User") s.board_role = ""
  const last = a.wbs[a.wbs.length - 1]
  last.start_date = "2027-01-15"
  last.end_date = "2027-01-15"
  a.risks = a.risks.filter((r: { title: string }) => !/property register/i.test(r.title))
  writeFileSync(broken, JSON.stringify(saved))
}, 180_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe("initpack check", () => {
  it.each(["docs/examples/waterfall.yaml", "docs/examples/agile.yaml"])("drafts %s and finds no error (exit 0)", async (brief) => {
    const r = await runCli(["check", brief, "--format", "json"])
    expect(r.code, r.stderr).toBe(0)
    const doc = JSON.parse(r.stdout)
    expect(doc.ok).toBe(true)
    expect(doc.counts.error).toBe(0)
    expect(doc.findings.every((f: { severity: string }) => f.severity !== "error")).toBe(true)
  })

  it("exits 1 and prints the errors first, each with its lines and fix", async () => {
    const r = await runCli(["check", broken])
    expect(r.code, r.stderr).toBe(1)
    expect(r.stdout).toMatch(/^.*broken\.json: Riverbend Permits Replacement \(waterfall\): 3 errors, \d+ warnings?, \d+ notes?\n\nErrors:\n/)
    expect(r.stdout).toContain("  ERROR [stakeholders] The project board has no Senior User. (governance.board-complete)\n    - Senior User\n    fix: Name the Senior User on the Stakeholders screen")
    expect(r.stdout).toContain("  ERROR [wbs] The drafted plan finishes on 15 January 2027, after the deadline of 1 December 2026 in the brief. (plan.deadline)")
    expect(r.stdout).toContain('  ERROR [risks] The risk "the property register API v2 is due in June" from the brief\'s risk context is not in the register. (risks.context-missing)')
    expect(r.stdout.indexOf("Errors:")).toBeLessThan(r.stdout.indexOf("Warnings:"))
  })

  it("--format json (or --json) prints the findings; --fail-on warning fails the clean pack, none passes the broken one", async () => {
    const json = await runCli(["check", broken, "--json"])
    expect(json.code).toBe(1)
    const doc = JSON.parse(json.stdout)
    expect(doc).toMatchObject({ project: "Riverbend Permits Replacement", method: "waterfall", ok: false, counts: { error: 3 } })
    expect(doc.findings.slice(0, 3).map((f: { rule: string }) => f.rule)).toEqual(["governance.board-complete", "plan.deadline", "risks.context-missing"])
    expect(doc.findings[0]).toEqual({
      id: "governance.board-complete#1",
      severity: "error",
      rule: "governance.board-complete",
      module: "stakeholders",
      lines: ["Senior User"],
      message: "The project board has no Senior User.",
      fix: "Name the Senior User on the Stakeholders screen (Board role) so the board can direct the project."
    })
    expect((await runCli(["check", clean, "--fail-on", "warning"])).code).toBe(1)
    expect((await runCli(["check", clean])).code).toBe(0)
    expect((await runCli(["check", broken, "--fail-on", "none"])).code).toBe(0)
  })

  it("pack --with-findings appends the findings to the PID and the SOW only; sow --with-findings to the SOW; off by default", async () => {
    const out = join(work, "with-findings")
    const r = await runCli(["pack", broken, "--out", out, "--formats", "md", "--with-findings"])
    expect(r.code, r.stderr).toBe(0)
    const pid = readFileSync(join(out, "01-pid.md"), "utf8")
    expect(pid).toContain("## Appendix: Review findings")
    expect(pid).toContain("| Error | The project board has no Senior User. | Senior User | Name the Senior User on the Stakeholders screen (Board role) so the board can direct the project. |")
    expect(readFileSync(join(out, "06-sow.md"), "utf8")).toContain("## Appendix: Review findings")
    expect(readFileSync(join(out, "03-raid.md"), "utf8")).not.toContain("Review findings")
    expect(readFileSync(join(work, "clean/01-pid.md"), "utf8")).not.toContain("Review findings")
    const sow = join(work, "sow.md")
    expect((await runCli(["sow", broken, "--out", sow, "--with-findings"])).code).toBe(0)
    expect(readFileSync(sow, "utf8")).toMatch(/## Appendix: Review findings[\s\S]*\| Error \| The drafted plan finishes on 15 January 2027/)
  })

  it("exits 2 on a missing file or a bad option", async () => {
    const missing = await runCli(["check", join(work, "nope.yaml")])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toContain("file not found")
    expect((await runCli(["check", clean, "--fail-on", "sometimes"])).code).toBe(2)
    expect((await runCli(["check", clean, "--format", "xml"])).code).toBe(2)
  })
})
