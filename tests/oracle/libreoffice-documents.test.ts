/**
 * Oracle for the document renderers: LibreOffice (Debian `libreoffice-writer-nogui`) opens every DOCX we
 * write and prints it to PDF, and poppler (`pdftotext`, `pdfinfo`) reads that PDF and ours back. Every
 * heading, every table's first cell and the title must come out of both, so a Word file that another
 * office suite cannot lay out, or a PDF whose text cannot be extracted, fails here. Both are installed by .ci/run.
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AGILE_DOCUMENTS, WATERFALL_DOCUMENTS } from "@initpack/core/document/catalog"
import type { ReportDocument } from "@initpack/core/document/model"
import { buildReport } from "@initpack/adapters/render/build-report"
import { renderDocx } from "@initpack/adapters/render/docx"
import { renderPdf } from "@initpack/adapters/render/pdf"
import { agileProject, FIXED_CLOCK, waterfallProject } from "../../adapters/test/render/fixtures"

const has = (command: string, arg: string) => spawnSync(command, [arg], { stdio: "ignore" }).status === 0
const ready = has("soffice", "--version") && has("pdftotext", "-v")
if (!ready && !process.env.CI) console.warn("tests/oracle/libreoffice-documents: soffice or pdftotext is missing, so the comparison is skipped (apt-get install libreoffice-writer-nogui poppler-utils; CI runs it)")
const run = ready || process.env.CI ? describe : describe.skip

const dir = mkdtempSync(join(tmpdir(), "lo-documents-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const REPORTS: ReadonlyArray<ReportDocument> = [
  ...WATERFALL_DOCUMENTS.map((kind) => buildReport(kind, waterfallProject, FIXED_CLOCK)),
  ...AGILE_DOCUMENTS.map((kind) => buildReport(kind, agileProject, FIXED_CLOCK))
]
const nameOf = (doc: ReportDocument) => `${doc.method}-${doc.kind}`

// Compare words only: line breaks, hyphenation points, ligatures and spacing differ between layouts.
const words = (text: string) => text.normalize("NFKC").replace(/[\u00ad]/g, "").replace(/\s+/g, " ").trim()

/** Texts a reader must find in any faithful rendering of the document. */
const landmarks = (doc: ReportDocument): ReadonlyArray<string> => [
  doc.title,
  ...doc.blocks.flatMap((b) => {
    if (b._tag === "Heading") return [b.text]
    if (b._tag === "Table") return b.columns.slice(0, 1).map((c) => c.header).concat((b.rows[0] ?? []).slice(0, 1))
    return []
  })
].filter((t) => t.trim().length > 0 && t.length <= 60)

const pdfText = (path: string) => {
  const out = spawnSync("pdftotext", [path, "-"], { encoding: "utf8" })
  expect(out.status, out.stderr).toBe(0)
  return words(out.stdout)
}
const pages = (path: string) => Number(/Pages:\s+(\d+)/.exec(spawnSync("pdfinfo", [path], { encoding: "utf8" }).stdout)?.[1] ?? 0)

run("documents read back by LibreOffice and poppler", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    for (const doc of REPORTS) {
      writeFileSync(join(dir, `${nameOf(doc)}.docx`), await renderDocx(doc))
      writeFileSync(join(dir, `${nameOf(doc)}.pdf`), await renderPdf(doc))
    }
    // one office start for every file; its own profile so parallel runs never share one
    const converted = spawnSync(
      "soffice",
      [`-env:UserInstallation=file://${join(dir, "profile")}`, "--headless", "--norestore", "--convert-to", "pdf:writer_pdf_Export", "--outdir", join(dir, "lo"), ...REPORTS.map((d) => join(dir, `${nameOf(d)}.docx`))],
      { encoding: "utf8", timeout: 240_000 }
    )
    expect(converted.status, converted.stderr).toBe(0)
  })

  it.each(REPORTS.map((doc) => [nameOf(doc), doc] as const))("%s: LibreOffice lays out every heading and table of the DOCX", (name, doc) => {
    const printed = join(dir, "lo", `${name}.pdf`)
    expect(existsSync(printed)).toBe(true)
    expect(pages(printed)).toBeGreaterThanOrEqual(1)
    const text = pdfText(printed)
    expect(landmarks(doc).length).toBeGreaterThanOrEqual(5)
    const missing = landmarks(doc).filter((t) => !text.includes(words(t)))
    expect(missing).toEqual([])
  })

  it.each(REPORTS.map((doc) => [nameOf(doc), doc] as const))("%s: poppler extracts every heading and table of our PDF", (name, doc) => {
    const ours = join(dir, `${name}.pdf`)
    expect(readFileSync(ours).subarray(0, 5).toString()).toBe("%PDF-")
    const text = pdfText(ours)
    const missing = landmarks(doc).filter((t) => !text.includes(words(t)))
    expect(missing).toEqual([])
    expect(pages(ours)).toBeGreaterThanOrEqual(1)
  })
})
