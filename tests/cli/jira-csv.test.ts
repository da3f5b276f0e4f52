// `initpack pack --formats jira` on the agile example: the Jira CSV read back with csv-parse
// (quoted commas, quotes and line breaks inside cells), epics before their stories, parents resolved.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parse } from "csv-parse/sync"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { JIRA_CSV_COLUMNS } from "@initpack/core/rules/planning/release/jira-csv"
import { ensureBuilt, runCli } from "./run-cli"

const work = mkdtempSync(join(tmpdir(), "initpack-jira-"))
beforeAll(() => ensureBuilt(), 180_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe("initpack pack --formats jira", () => {
  it("writes the agile backlog as a Jira CSV that a CSV parser reads back cell for cell", async () => {
    const out = join(work, "agile")
    const r = await runCli(["pack", "docs/examples/agile.yaml", "--out", out, "--formats", "jira"])
    expect(r.code, r.stderr).toBe(0)
    expect(readdirSync(out).sort()).toEqual(["artefacts.json", "jira_backlog_Harbour_Loyalty_App.csv"])
    const text = readFileSync(join(out, "jira_backlog_Harbour_Loyalty_App.csv"), "utf8")
    const records: Array<Array<string>> = parse(text, { relax_column_count: false })
    const [header, ...rows] = records
    expect(header!.slice(0, JIRA_CSV_COLUMNS.length)).toEqual([...JIRA_CSV_COLUMNS])
    expect(header!.slice(JIRA_CSV_COLUMNS.length).every((h) => h === "Labels")).toBe(true)
    const col = (name: string) => header!.indexOf(name)
    const saved = JSON.parse(readFileSync(join(out, "artefacts.json"), "utf8")).artefacts
    const epicRows = rows.filter((row) => row[col("Issue Type")] === "Epic")
    const storyRows = rows.filter((row) => row[col("Issue Type")] === "Story")
    expect(epicRows.map((row) => row[col("Summary")])).toEqual(saved.epics.map((e: { name: string }) => e.name))
    expect(storyRows).toHaveLength(saved.stories.length)
    const epicIds = new Set(epicRows.map((row) => row[col("Issue ID")]))
    for (const row of storyRows) {
      expect(epicIds.has(row[col("Parent")]!)).toBe(true)
      expect(["High", "Medium", "Low", ""]).toContain(row[col("Priority")])
      expect(["Now", "Next", "Later", ""]).toContain(row[col("Sprint")])
    }
    // the description keeps its line breaks inside one quoted cell
    const first = saved.stories[0]
    const described = storyRows[0]![col("Description")]!
    expect(described).toContain("\n\nAcceptance criteria:\n* ")
    for (const line of first.acceptance) expect(described).toContain(`* ${line}`)
    expect(storyRows.some((row) => row[col("Sprint")] === "Now")).toBe(true)
  }, 120_000)

  it("round-trips commas, quotes and line breaks in an edited artefacts.json", async () => {
    const saved = JSON.parse(readFileSync(join(work, "agile/artefacts.json"), "utf8"))
    saved.artefacts.epics[0].name = 'Wallet, "cards" & passes'
    saved.artefacts.stories[0].i_want = "to pay, then\nsee my receipt"
    saved.artefacts.stories[0].acceptance = ['Shows "Paid"', "Line one\r\nline two"]
    const edited = join(work, "edited.json")
    writeFileSync(edited, JSON.stringify(saved))
    const r = await runCli(["pack", edited, "--out", join(work, "edited"), "--formats", "jira"])
    expect(r.code, r.stderr).toBe(0)
    const [header, ...rows] = parse(readFileSync(join(work, "edited/jira_backlog_Harbour_Loyalty_App.csv"), "utf8")) as Array<Array<string>>
    const col = (name: string) => header!.indexOf(name)
    expect(rows[0]![col("Summary")]).toBe('Wallet, "cards" & passes')
    const story = rows.find((row) => row[col("Issue Type")] === "Story")!
    expect(story[col("Summary")]).toBe("To pay, then\nsee my receipt")
    expect(story[col("Epic Link")]).toBe('Wallet, "cards" & passes')
    expect(story[col("Description")]).toContain('* Shows "Paid"\n* Line one\r\nline two')
  }, 120_000)

  it("is a usage error on a waterfall project (exit 2)", async () => {
    const r = await runCli(["pack", "docs/examples/waterfall.yaml", "--out", join(work, "w"), "--formats", "jira"])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain("--formats jira: the Jira CSV exports an agile backlog")
  }, 60_000)
})
