// The plan handed to and from other tools by the CLI (issue 22): `pack --formats msproject`, `import plan.xml`.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Either from "effect/Either"
import ICAL from "ical.js"
import type { PackSchedule } from "@initpack/core/rules/planning/exchange/schedule-of-artefacts"
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
    // the engine's results, in artefacts.json and in the XML (float in tenths of a minute, 4800 a working day)
    const schedule = saved.schedule_results as PackSchedule
    expect(schedule.tasks.map((t) => t.name)).toEqual(saved.artefacts.wbs.map((w: { task: string }) => w.task))
    expect(tasks.map((t) => [childText(t, "Critical"), childText(t, "TotalSlack"), childText(t, "FreeSlack")])).toEqual(
      schedule.tasks.map((t) => [t.critical ? "1" : "0", String(t.total_float * 4800), String(t.free_float * 4800)])
    )
    const leaves = schedule.tasks.filter((t) => !schedule.tasks.some((u) => u.outline.startsWith(`${t.outline}.`)))
    expect(leaves.some((t) => t.critical)).toBe(true)
    expect(leaves.filter((t) => t.critical).every((t) => t.total_float <= 0)).toBe(true)
    expect(schedule.project_finish).toBe(schedule.tasks.map((t) => t.early_finish).sort().at(-1))
    expect(schedule.tasks.every((t) => t.early_start <= t.late_start && t.late_finish <= schedule.project_finish)).toBe(true)
    const root = readXml(readFileSync(join(out, "wbs_Riverbend_Permits_Replacement.xml"), "utf8"))
    if (Either.isLeft(root)) throw new Error(root.left.message)
    expect(childText(root.right, "FinishDate")).toBe(`${schedule.project_finish}T17:00:00`)

    // rendered again from the saved file, artefacts.json carries the same results
    const again = join(work, "waterfall-again")
    expect((await runCli(["pack", join(out, "artefacts.json"), "--out", again, "--formats", "csv"])).code).toBe(0)
    expect(JSON.parse(readFileSync(join(again, "artefacts.json"), "utf8")).schedule_results).toEqual(schedule)
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
    const saved = JSON.parse(readFileSync(join(out, "artefacts.json"), "utf8"))
    expect(saved.schedule_results.tasks.map((t: { critical: boolean }) => (t.critical ? "1" : "0"))).toEqual(tasksOf(join(out, file!)).map((t) => childText(t, "Critical")))
    expect(saved.schedule_results.tasks.some((t: { critical: boolean }) => t.critical)).toBe(true)
  })

  it("refuses an unknown format naming msproject among the known ones", async () => {
    const r = await runCli(["pack", "docs/examples/waterfall.yaml", "--out", join(work, "x"), "--formats", "mpp"])
    expect(r.code).not.toBe(0)
    expect(r.stderr).toContain("msproject")
  })
})

describe("initpack pack --formats ical", () => {
  it("writes the agile schedule's sprints, gates and phase ends as iCalendar that ical.js reads, with UIDs from the project and rows", async () => {
    const out = join(work, "agile-ical")
    const r = await runCli(["pack", "docs/examples/agile.yaml", "--out", out, "--formats", "ics"])
    expect(r.code, r.stderr).toBe(0)
    const file = readdirSync(out).find((f) => f.endsWith(".ics"))!
    const text = readFileSync(join(out, file), "utf8")
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v))
    const tasks = JSON.parse(readFileSync(join(out, "artefacts.json"), "utf8")).artefacts.schedule.tasks as Array<any>
    const sprints = tasks.filter((t) => t.type === "sprint")
    expect(sprints.length).toBeGreaterThan(0)
    for (const s of sprints) {
      const e = events.find((x) => x.uid.startsWith(`sprint-${s.id}.pack-`))
      expect(e?.summary).toBe(s.title)
      expect(e?.startDate.toString()).toBe(s.start_date)
    }
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length)
  })
})

describe("initpack import plan.xml", () => {
  it("round trip: pack --formats msproject, import, pack again gives the same MS Project XML (tasks, hierarchy, durations, links)", async () => {
    const first = join(work, "round-1")
    expect((await runCli(["pack", "docs/examples/waterfall.yaml", "--out", first, "--formats", "msproject"])).code).toBe(0)
    const xml = join(first, "wbs_Riverbend_Permits_Replacement.xml")
    // give the drafted plan links of every type, so the round trip carries them
    const saved = JSON.parse(readFileSync(join(first, "artefacts.json"), "utf8"))
    const wbs = saved.artefacts.wbs as Array<{ predecessors?: string; parent_id: unknown }>
    const leaves = wbs.map((_, i) => i).filter((i) => !wbs.some((w) => w.parent_id === (wbs[i] as any).id))
    const numbers = tasksOf(xml).map((t) => childText(t, "OutlineNumber")!)
    wbs[leaves[2]!]!.predecessors = `${numbers[leaves[0]!]}SS+2d, ${numbers[leaves[1]!]}FF-1d`
    wbs[leaves[3]!]!.predecessors = `${numbers[leaves[2]!]}SF`
    const linked = join(work, "linked.json")
    writeFileSync(linked, JSON.stringify(saved))
    const second = join(work, "round-2")
    expect((await runCli(["pack", linked, "--out", second, "--formats", "msproject"])).code).toBe(0)
    const exported = join(second, "wbs_Riverbend_Permits_Replacement.xml")
    const links = tasksOf(exported).flatMap((t) => t.children.filter((c) => c.name === "PredecessorLink").map((l) => childText(l, "Type")))
    expect(links).toEqual(expect.arrayContaining(["0", "2", "3"]))

    const imported = join(work, "imported", "artefacts.json")
    const r = await runCli(["import", exported, "--out", imported])
    expect(r.code, r.stderr).toBe(0)
    expect(r.stdout).toMatch(new RegExp(`^imported ${wbs.length} tasks and ${links.length} links from `))
    const back = JSON.parse(readFileSync(imported, "utf8")).artefacts
    expect(back.project).toEqual({ name: "Riverbend Permits Replacement", method: "waterfall" })
    // names, hierarchy and leaf durations come back; a summary's duration is its span (docs/scheduling.md)
    const shape = (rows: Array<any>) => rows.map((w) => [w.task, rows.findIndex((p) => p.id === w.parent_id), rows.some((c) => c.parent_id === w.id) ? "summary" : w.duration_days])
    expect(shape(back.wbs)).toEqual(shape(wbs))
    expect(back.wbs.map((w: any) => w.predecessors ?? "")).toEqual(wbs.map((w: any) => w.predecessors ?? ""))

    const third = join(work, "round-3")
    expect((await runCli(["pack", imported, "--out", third, "--formats", "msproject"])).code).toBe(0)
    expect(readFileSync(join(third, "wbs_Riverbend_Permits_Replacement.xml"), "utf8")).toBe(readFileSync(exported, "utf8"))
  })

  it("imports as the agile schedule with --method agile", async () => {
    const src = join(work, "round-1", "wbs_Riverbend_Permits_Replacement.xml")
    const out = join(work, "agile-import.json")
    const r = await runCli(["import", src, "--out", out, "--method", "agile", "--name", "Permits Agile", "--json"])
    expect(r.code, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout)).toMatchObject({ project: "Permits Agile", method: "agile" })
    const tasks = JSON.parse(readFileSync(out, "utf8")).artefacts.schedule.tasks as Array<any>
    expect(tasks.length).toBe(tasksOf(src).length)
    expect(tasks.some((t) => t.type === "phase")).toBe(true)
  })

  it("refuses hostile or broken files with the reason, writes nothing and keeps an existing file", async () => {
    const bomb = join(work, "bomb.xml")
    writeFileSync(bomb, `<?xml version="1.0"?><!DOCTYPE p [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><Project><Title>&b;</Title></Project>`)
    const out = join(work, "never.json")
    const r = await runCli(["import", bomb, "--out", out])
    expect(r.code).toBe(1)
    expect(r.stderr).toContain("declares a DOCTYPE or entities")
    expect(existsSync(out)).toBe(false)

    const noDuration = join(work, "no-duration.xml")
    writeFileSync(noDuration, `<Project xmlns="http://schemas.microsoft.com/project"><Tasks><Task><UID>1</UID><Name>A</Name><OutlineLevel>1</OutlineLevel></Task></Tasks></Project>`)
    const r2 = await runCli(["import", noDuration, "--out", out])
    expect(r2.code).toBe(1)
    expect(r2.stderr).toContain("Task UID 1 (A) of the MS Project XML file has no Duration.")
    expect(existsSync(out)).toBe(false)

    const huge = join(work, "huge.xml")
    writeFileSync(huge, `<Project>${" ".repeat(33 * 1024 * 1024)}</Project>`)
    const r3 = await runCli(["import", huge, "--out", out])
    expect(r3.code).toBe(1)
    expect(r3.stderr).toContain("larger than")
    expect(existsSync(out)).toBe(false)

    const existing = join(work, "existing.json")
    writeFileSync(existing, "{}")
    const r4 = await runCli(["import", join(work, "round-1", "wbs_Riverbend_Permits_Replacement.xml"), "--out", existing])
    expect(r4.code).toBe(2)
    expect(readFileSync(existing, "utf8")).toBe("{}")
  })
})
