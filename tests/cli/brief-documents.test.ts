// `initpack pack brief.docx|brief.md|brief.txt` (issue 35): the brief reader the web app uses turns a document into
// the brief; a bad document exits 1 with the reader's message and writes nothing.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { BRIEF_EMPTY, BRIEF_NOT_A_DOCUMENT, BRIEF_TOO_LARGE } from "@initpack/core/messages/brief-reader"
import { DEPOT_BRIEF_PARAGRAPHS, DEPOT_BRIEF_TITLE, wordBrief } from "../support/word-brief"
import { ensureBuilt, repoRoot, runCli } from "./run-cli"

const work = mkdtempSync(join(tmpdir(), "initpack-brief-docs-"))
const artefactsOf = (dir: string) =>
  JSON.parse(readFileSync(join(dir, "artefacts.json"), "utf8")) as {
    brief: { project: { name: string; method: string; start: string }; summary?: string; stakeholders?: Array<{ name: string; role?: string }>; budget?: { currency?: string } }
    artefacts: { project: { name: string; method: string }; wbs?: Array<unknown>; budget?: { config?: { currency?: string } }; stakeholders?: Array<{ name: string }>; epics?: Array<unknown> }
  }

beforeAll(() => ensureBuilt(), 120_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe("initpack pack with a Word brief", () => {
  const out = join(work, "docx")
  let result: Awaited<ReturnType<typeof runCli>>
  beforeAll(async () => {
    const file = join(work, "depot-brief.docx")
    writeFileSync(file, await wordBrief(DEPOT_BRIEF_TITLE, DEPOT_BRIEF_PARAGRAPHS))
    result = await runCli(["pack", file, "--out", out, "--formats", "md"])
  }, 60_000)

  it("names the project after the document's heading and drafts every waterfall module from its words", () => {
    expect(result.stderr).toBe("")
    expect(result.code).toBe(0)
    const { brief, artefacts } = artefactsOf(out)
    expect(brief.project).toMatchObject({ name: DEPOT_BRIEF_TITLE, method: "waterfall", start: "2026-05-04" })
    expect(brief.summary).toContain("Relocate 36 gritting vehicles")
    expect(brief.summary).not.toContain(DEPOT_BRIEF_TITLE)
    expect(brief.stakeholders).toContainEqual({ name: "Priya Natarajan", role: "Sponsor" })
    expect(artefacts.project).toMatchObject({ name: DEPOT_BRIEF_TITLE, method: "waterfall" })
    expect(artefacts.wbs?.length).toBeGreaterThan(5)
    // the £ of the brief is the budget's currency
    expect(artefacts.budget?.config?.currency).toBe("GBP")
    expect(artefacts.stakeholders?.map((s) => s.name)).toContain("Priya Natarajan")
    expect(readFileSync(join(out, "01-pid.md"), "utf8")).toContain(DEPOT_BRIEF_TITLE)
  })
})

describe("initpack pack with a Markdown and a plain-text brief", () => {
  it("reads a Markdown brief's heading, dates and money", async () => {
    const out = join(work, "md")
    const result = await runCli(["pack", join(repoRoot, "tests/fixtures/briefs/library-refurbishment.md"), "--out", out, "--formats", "md"])
    expect(result.code).toBe(0)
    const { brief, artefacts } = artefactsOf(out)
    expect(brief.project).toEqual({ name: "Riverside Library Refurbishment", method: "waterfall", start: "2026-03-02" })
    // Markdown marks are dropped, the words kept
    expect(brief.summary).toContain("Replace the lighting and flooring on both floors")
    expect(brief.summary).not.toMatch(/^#|^- /m)
    expect(artefacts.budget?.config?.currency).toBe("GBP")
  }, 60_000)

  it("validates a Markdown brief as the brief it gives", async () => {
    const result = await runCli(["validate", join(repoRoot, "tests/fixtures/briefs/library-refurbishment.md")])
    expect(result.stderr).toBe("")
    expect(result.code).toBe(0)
    expect(result.stdout).toContain("Riverside Library Refurbishment")
  }, 60_000)

  it("takes the agile method from a text brief that speaks of sprints", async () => {
    const out = join(work, "txt")
    const result = await runCli(["pack", join(repoRoot, "tests/fixtures/briefs/booking-app.txt"), "--out", out, "--formats", "md"])
    expect(result.code).toBe(0)
    const { brief, artefacts } = artefactsOf(out)
    expect(brief.project).toEqual({ name: "Community pool booking app", method: "agile", start: "2026-04-06" })
    expect(artefacts.project.method).toBe("agile")
    expect(artefacts.epics?.length).toBeGreaterThan(0)
  }, 60_000)
})

describe("a bad brief document", () => {
  const refused = async (name: string, content: Buffer | string, message: string) => {
    const file = join(work, name)
    const out = join(work, `out-${name}`)
    writeFileSync(file, content)
    const result = await runCli(["pack", file, "--out", out])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(message)
    expect(existsSync(out)).toBe(false)
  }

  it("refuses an empty text, a .docx that is no Word document and a brief over 2 MB", async () => {
    await refused("empty.txt", "  \n\n", BRIEF_EMPTY)
    await refused("fake.docx", "this is not a zip", BRIEF_NOT_A_DOCUMENT)
    await refused("huge.md", `# Big\n\n${"word ".repeat(450_000)}`, BRIEF_TOO_LARGE)
    await refused("binary.txt", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]), BRIEF_NOT_A_DOCUMENT)
  }, 60_000)
})
