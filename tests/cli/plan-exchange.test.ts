// The plan handed to and from other tools by the CLI (issue 22): `pack --formats msproject`.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Either from "effect/Either"
import { child, childText, readXml } from "@initpack/core/rules/planning/exchange/xml-read"
import { ensureBuilt, runCli } from "./run-cli"

const work = mkdtempSync(join(tmpdir(), "initpack-plan-"))
beforeAll(() => ensureBuilt(), 120_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

const tasksOf = (path: string) => {
  const root = readXml(readFileSync(path, "utf8"))
  if (Either.isLeft(root)) throw new Error(root.left.message)
  return child(root.right, "Tasks")!.children.filter((t) => childText(t, "OutlineLevel") !== "0")
}

describe("initpack pack --formats msproject", () => {
  it("writes the drafted WBS as MS Project XML beside artefacts.json (mspdi is the same format)", async () => {
    const out = join(work, "waterfall")
    const r = await runCli(["pack", "docs/examples/waterfall.yaml", "--out", out, "--formats", "csv,mspdi"])
    expect(r.code, r.stderr).toBe(0)
    expect(readdirSync(out)).toContain("wbs_Riverbend_Permits_Replacement.xml")
    const saved = JSON.parse(readFileSync(join(out, "artefacts.json"), "utf8"))
    const tasks = tasksOf(join(out, "wbs_Riverbend_Permits_Replacement.xml"))
    expect(tasks.map((t) => childText(t, "Name"))).toEqual(saved.artefacts.wbs.map((w: { task: string }) => w.task))
    expect(tasks.every((t) => /^PT\d+H0M0S$/.test(childText(t, "Duration") ?? ""))).toBe(true)
    expect(tasks.some((t) => childText(t, "Summary") === "1")).toBe(true)
  })

  it("writes the agile schedule of an agile pack", async () => {
    const out = join(work, "agile")
    const r = await runCli(["pack", "docs/examples/agile.yaml", "--out", out, "--formats", "msproject", "--json"])
    expect(r.code, r.stderr).toBe(0)
    const file = readdirSync(out).find((f) => f.startsWith("schedule_") && f.endsWith(".xml"))
    expect(file).toBeDefined()
    const report = JSON.parse(r.stdout)
    expect(JSON.stringify(report)).toContain('"format":"msproject"')
    expect(tasksOf(join(out, file!)).length).toBeGreaterThan(3)
  })

  it("refuses an unknown format naming msproject among the known ones", async () => {
    const r = await runCli(["pack", "docs/examples/waterfall.yaml", "--out", join(work, "x"), "--formats", "mpp"])
    expect(r.code).not.toBe(0)
    expect(r.stderr).toContain("msproject")
  })
})
