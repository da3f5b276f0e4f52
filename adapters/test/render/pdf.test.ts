import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import { extractText, getDocumentProxy } from "unpdf"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { PdfRenderer } from "@initpack/core/ports/document-renderer"
import { buildReport } from "@initpack/adapters/render/build-report"
import { layer, renderPdf } from "@initpack/adapters/render/pdf"
import { cjkFontPath } from "@initpack/adapters/render/pdf-font-set"
import { agileProject, FIXED_CLOCK, waterfallProject } from "./fixtures"

/** No CJK font, whatever this machine has installed. */
const NO_CJK = { PDF_CJK_FONT: "/nonexistent/cjk.ttc" }

const pages = async (bytes: Uint8Array) => {
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false })
  return { totalPages, text: text as ReadonlyArray<string> }
}

describe("PDF renderer", () => {
  it("writes the PID headings, the project's texts and Page n of m on every page", async () => {
    const bytes = await renderPdf(buildReport("pid", waterfallProject, FIXED_CLOCK))
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
    const { totalPages, text } = await pages(bytes)
    expect(totalPages).toBeGreaterThan(2)
    const all = text.join("\n")
    for (const t of ["Project Charter / PID", "1. Background", "6. Top risks", "10. Approvals", "Riverbend Shire Council processes about 9,000", "Data migration quality", "Maria Chen", "AUD 817,300", "Keep satisfied"]) {
      expect(all).toContain(t)
    }
    text.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${totalPages}`))
  })

  it("sets text outside WinAnsi (Polish, Greek, Cyrillic, ≥) in embedded DejaVu Sans; Latin-only documents embed no font", async () => {
    const name = "Łódź depot rollout ≥ 99% → Ελλάδα, Кирилл, 東京"
    const unicode = { ...waterfallProject, project: { ...waterfallProject.project, name } }
    const bytes = await renderPdf(buildReport("pid", unicode, FIXED_CLOCK), NO_CJK)
    const all = (await pages(bytes)).text.join("\n")
    expect(all).toContain("Łódź depot rollout ≥ 99% → Ελλάδα, Кирилл, ??")
    const raw = new TextDecoder("latin1").decode(bytes)
    expect(raw).toContain("/FontFile2")
    expect(raw).toMatch(/DejaVuSans/)

    // the parsed DejaVu faces are shared: documents rendered at the same time each get their own subset
    const named = (n: string) => ({ ...waterfallProject, project: { ...waterfallProject.project, name: n } })
    const [a, b] = await Promise.all([renderPdf(buildReport("raid", named("Żółć Dvořák"), FIXED_CLOCK)), renderPdf(buildReport("pid", named("Ελλάδα Кирилл"), FIXED_CLOCK))])
    expect((await pages(a)).text.join("\n")).toContain("Żółć Dvořák")
    expect((await pages(b)).text.join("\n")).toContain("Ελλάδα Кирилл")

    const latin = await renderPdf(buildReport("pid", waterfallProject, FIXED_CLOCK))
    const latinRaw = new TextDecoder("latin1").decode(latin)
    expect(latinRaw).not.toContain("/FontFile2")
    expect(latinRaw).toContain("/Helvetica")
  })

  it("breaks a long table across pages and repeats its header row", async () => {
    const many: ProjectArtefacts = {
      ...waterfallProject,
      risks: Array.from({ length: 80 }, (_, i) => ({
        title: `Risk number ${i + 1} with a reasonably long title to wrap`,
        description: "Longer description so that the cell wraps onto a second line in the PDF table layout.",
        category: "Technical",
        likelihood: (i % 5) + 1,
        impact: ((i * 3) % 5) + 1,
        mitigation: "Mitigation text that is also long enough to wrap inside its narrow column."
      }))
    }
    const { totalPages, text } = await pages(await renderPdf(buildReport("raid", many, FIXED_CLOCK)))
    expect(totalPages).toBeGreaterThan(3)
    // the register's rows (the confidence section's exposure table, issue 23, lists them again after it)
    const withRows = text.filter((p) => /Risk number \d+/.test(p) && !/Exposure|Schedule and cost confidence/.test(p))
    expect(withRows.length).toBeGreaterThan(2)
    // every page holding risk rows starts them under the header row (Likelihood, Mitigation columns)
    for (const page of withRows) expect(page).toMatch(/Likelihood[\s\S]*Mitigation[\s\S]*Risk number/)
    for (let n = 1; n <= 80; n++) expect(text.join("\n")).toContain(`Risk number ${n} `)
  })

  it("renders every agile document through the port layer", async () => {
    const program = Effect.flatMap(PdfRenderer, (r) => r.render(buildReport("agile_roadmap_plan", agileProject, FIXED_CLOCK)))
    const file = await Effect.runPromise(program.pipe(Effect.provide(layer)))
    expect(file.contentType).toBe("application/pdf")
    const all = (await pages(file.bytes)).text.join("\n")
    expect(all).toContain("Roadmap & Plan")
    expect(all).toContain("Pilot release gate")
  })

  it("shows what DejaVu Sans has (✓) and replaces only what no font here can show (東) instead of failing", async () => {
    const p: ProjectArtefacts = { ...waterfallProject, risks: [{ title: "Unicode ✓ risk 東", likelihood: 2, impact: 2 }] }
    const all = (await pages(await renderPdf(buildReport("raid", p, FIXED_CLOCK), NO_CJK))).text.join("\n")
    expect(all).toContain("Unicode ✓ risk ?")
  })

  const cjk = cjkFontPath()
  if (!cjk) console.warn("[skip] PDF in a CJK font: no CJK font installed (apt-get install -y fonts-wqy-microhei, or set PDF_CJK_FONT)")
  it.skipIf(!cjk)("sets a document with Chinese, Japanese or Korean text in the system's CJK font (embedded subset)", async () => {
    const name = "東京データセンター移行 · 上海仓库扫描器 · 서울 지점"
    const p: ProjectArtefacts = { ...waterfallProject, project: { ...waterfallProject.project, name }, risks: [{ title: "供应商延迟 Vendor delay", likelihood: 2, impact: 2 }] }
    const bytes = await renderPdf(buildReport("pid", p, FIXED_CLOCK))
    const all = (await pages(bytes)).text.join("\n")
    expect(all).toContain(name)
    expect(all).toContain("Riverbend Shire Council processes about 9,000")
    const raw = new TextDecoder("latin1").decode(bytes)
    expect(raw).toContain("/FontFile2")
    expect(bytes.length).toBeLessThan(400_000)
    const raid = (await pages(await renderPdf(buildReport("raid", p, FIXED_CLOCK)))).text.join("\n")
    expect(raid).toContain("供应商延迟 Vendor delay")
    // a sign neither font has, written first, does not send the CJK text back to "?"
    const first = { ...p, project: { ...p.project, name: "\u{1F680} 東京" } }
    expect((await pages(await renderPdf(buildReport("pid", first, FIXED_CLOCK)))).text.join("\n")).toContain("? 東京")
  })
})
