// Issue 33 point 1 / issue 35: artefacts.json carries the provenance of every review line (brief quote, knowledge,
// computed with its formula, assumed with its reason); --with-assumptions appends the assumed lines to the PID and SOW.
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { strFromU8, unzipSync } from "fflate"
import { extractText, getDocumentProxy } from "unpdf"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ASSUMPTIONS_TITLE } from "@initpack/core/document/sections/assumptions-to-confirm"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import type { Provenance } from "@initpack/core/drafting/provenance/provenance"
import { reviewLines } from "@initpack/core/rules/pack-review/review-lines"
import { ensureBuilt, runCli } from "./run-cli"

const work = mkdtempSync(join(tmpdir(), "initpack-provenance-"))
beforeAll(() => ensureBuilt(), 180_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** The text of a DOCX body, runs joined (tags dropped). */
const docxText = (path: string): string =>
  strFromU8(unzipSync(new Uint8Array(readFileSync(path)))["word/document.xml"]!)
    .replace(/<\/w:p>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
const pdfText = async (path: string): Promise<string> => (await extractText(await getDocumentProxy(new Uint8Array(readFileSync(path))), { mergePages: true })).text

interface Saved {
  readonly artefacts: ProjectArtefacts
  readonly provenance: Record<string, Provenance>
}

describe("artefacts.json provenance", () => {
  let saved: Saved
  const plain = join(work, "plain")
  beforeAll(async () => {
    const out = plain
    expect((await runCli(["pack", "docs/examples/waterfall.yaml", "--out", out, "--formats", "md,docx"])).code).toBe(0)
    saved = JSON.parse(readFileSync(join(out, "artefacts.json"), "utf8")) as Saved
  }, 90_000)

  it("has one provenance per review line, under the review screen's keys", () => {
    expect(Object.keys(saved.provenance).sort()).toEqual(reviewLines(saved.artefacts).map((l) => l.key).sort())
  })

  it("quotes the brief for the risk context's risks and names the formula of priced lines", () => {
    const risk = (saved.artefacts.risks ?? []).findIndex((r) => /permit records/i.test(r.title ?? ""))
    expect(saved.provenance[`risks.${risk}`]).toEqual({ kind: "brief", quote: "Seven years of permit records with inconsistent addresses must be migrated" })
    const pm = (saved.artefacts.budget?.items ?? []).findIndex((b) => b.item === "Project Manager")
    expect(saved.provenance[`budget.${pm}`]).toMatchObject({ kind: "computed" })
    expect(saved.provenance[`budget.${pm}`]?.rule).toMatch(/h x 150\/h/)
    const kinds = new Set(Object.values(saved.provenance).map((p) => p.kind))
    expect([...kinds].sort()).toEqual(["assumed", "brief", "computed", "knowledge"])
  })
})

describe("--with-assumptions", () => {
  it("pack appends the assumed lines with their module to the PID and the SOW only, read back from DOCX and PDF; off by default", async () => {
    const out = join(work, "assumptions")
    expect((await runCli(["pack", "docs/examples/waterfall.yaml", "--out", out, "--formats", "docx,pdf", "--with-assumptions"])).code).toBe(0)
    for (const text of [docxText(join(out, "01-pid.docx")), await pdfText(join(out, "01-pid.pdf")), docxText(join(out, "06-sow.docx"))]) {
      expect(text).toContain(ASSUMPTIONS_TITLE)
      expect(text).toContain("Move permit lodgement online")
      expect(text).toMatch(/Stock KPI .Milestones achieved on schedule/)
    }
    expect(docxText(join(out, "03-raid.docx"))).not.toContain(ASSUMPTIONS_TITLE)
    expect(docxText(join(work, "plain", "01-pid.docx"))).not.toContain(ASSUMPTIONS_TITLE)
    expect(docxText(join(work, "plain", "06-sow.docx"))).not.toContain(ASSUMPTIONS_TITLE)
  }, 120_000)

  it("an agile pack gets it in the overview and the SOW", async () => {
    const out = join(work, "agile")
    expect((await runCli(["pack", "docs/examples/agile.yaml", "--out", out, "--formats", "md", "--docs", "agile_overview,raid,sow", "--with-assumptions"])).code).toBe(0)
    const saved = JSON.parse(readFileSync(join(out, "artefacts.json"), "utf8")) as Saved
    const assumed = Object.entries(saved.provenance).filter(([, p]) => p.kind === "assumed")
    expect(assumed.length).toBeGreaterThan(0)
    const overview = readFileSync(join(out, "01-overview.md"), "utf8")
    expect(overview).toContain(`## ${ASSUMPTIONS_TITLE}`)
    expect(overview.slice(overview.indexOf(ASSUMPTIONS_TITLE)).match(/^\| (?!Module|---)/gm)?.length).toBe(assumed.length)
    expect(readFileSync(join(out, "08-sow.md"), "utf8")).toContain(ASSUMPTIONS_TITLE)
    expect(readFileSync(join(out, "05-raid.md"), "utf8")).not.toContain(ASSUMPTIONS_TITLE)
  }, 60_000)

  it("sow --with-assumptions, from the saved artefacts.json, lists them too", async () => {
    const sow = join(work, "sow.docx")
    expect((await runCli(["sow", join(work, "plain", "artefacts.json"), "--out", sow, "--with-assumptions"])).code).toBe(0)
    const text = docxText(sow)
    expect(text).toContain(ASSUMPTIONS_TITLE)
    expect(text).toMatch(/Scope\s*Move permit lodgement online/)
  }, 60_000)
})
