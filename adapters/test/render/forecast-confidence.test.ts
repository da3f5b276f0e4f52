// Issue 23: the PID, budget summary, RAID and SOW carry a short 'Schedule and cost confidence' section (the
// P-values, an S-curve chart with P50 and P80 marked, the contingency method); the RAID lists each risk's
// exposure. The documents are rendered to HTML, PDF and DOCX, written to files and read back.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { strFromU8, unzipSync } from "fflate"
import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import { layer as offlineLayer } from "@initpack/adapters/drafting/offline-drafter"
import { buildReport } from "@initpack/adapters/render/build-report"
import { renderDocx } from "@initpack/adapters/render/docx"
import { renderHtml } from "@initpack/adapters/render/html"
import { renderPdf } from "@initpack/adapters/render/pdf"
import { decodeBrief } from "@initpack/core/brief/decode-brief"
import { resolveBrief } from "@initpack/core/brief/resolve-brief"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { budgetFigures } from "@initpack/core/document/budget-figures"
import { forecastFigures } from "@initpack/core/document/forecast-figures"
import { formatDay, formatMoney } from "@initpack/core/document/format"
import { draftProject as draft } from "@initpack/core/use-cases/pack/draft-project"
import { FIXED_CLOCK } from "./fixtures"

const draftProject = (brief: Parameters<typeof draft>[0]) => draft(brief, { now: new Date("2026-01-05T09:00:00Z") }).pipe(Effect.provide(offlineLayer))

const drafted = async (): Promise<ProjectArtefacts> => {
  const decoded = decodeBrief(parse(readFileSync(join(__dirname, "../../../docs/examples/waterfall.yaml"), "utf8")))
  if (Either.isLeft(decoded)) throw new Error(decoded.left.message)
  const brief = resolveBrief(decoded.right, {}, "2026-01-01")
  return Effect.runPromise(draftProject(brief))
}

const DOCS = ["pid", "budget_summary", "raid", "sow"] as const
const curves = (html: string) => [...html.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((m) => m[0]).filter((s) => /aria-label="S-curve/.test(s))

describe("Schedule and cost confidence in the documents", async () => {
  const a = await drafted()
  const f = forecastFigures(a)!
  const dir = mkdtempSync(join(tmpdir(), "initpack-forecast-docs-"))

  it("the example plan simulates: P50 <= P80 of finish and cost, the project's seed", () => {
    expect(f).not.toBeNull()
    expect(f.result.finish.percentiles.P50.days).toBeLessThanOrEqual(f.result.finish.percentiles.P80.days)
    expect(f.result.cost.percentiles.P50).toBeLessThanOrEqual(f.result.cost.percentiles.P80)
    expect(f.result.cost.percentiles.P80).toBeGreaterThan(0)
    expect(f.input.risks.length).toBeGreaterThan(0)
  })

  it.each(DOCS)("HTML %s: the section, the P-values table and the S-curves with P50 and P80 marked", (kind) => {
    const path = join(dir, `${kind}.html`)
    writeFileSync(path, renderHtml(buildReport(kind, a, FIXED_CLOCK)))
    const html = readFileSync(path, "utf8")
    expect(html).toContain("Schedule and cost confidence")
    const fp = f.result.finish.percentiles
    for (const p of ["P10", "P50", "P80", "P90", "P95"] as const) expect(html).toContain(formatDay(fp[p].date))
    const svgs = curves(html)
    expect(svgs.length).toBe(2)
    expect(svgs[0]).toContain(`P50 ${formatDay(fp.P50.date)}`)
    expect(svgs[0]).toContain(`P80 ${formatDay(fp.P80.date)}`)
    expect(svgs[1]).toContain(`P80 ${formatMoney(f.result.cost.percentiles.P80, f.currency)}`)
    // the curve itself: many segments, rising left to right
    expect([...svgs[0]!.matchAll(/<line [^>]*stroke="#2563eb"/g)].length).toBeGreaterThan(20)
  })

  it("the budget summary, PID and SOW show the contingency method and every method's figure; the RAID lists each risk's exposure", () => {
    for (const kind of ["pid", "budget_summary", "sow"] as const) {
      const html = readFileSync(join(dir, `${kind}.html`), "utf8")
      expect(html).toContain("Contingency method")
      expect(html).toContain("Flat percentage")
      expect(html).toContain(formatMoney(f.contingency.options.find((o) => o.method === "risk_exposure")!.amount, f.currency))
      expect(html).toContain("Simulated P80 minus base cost")
    }
    const raid = readFileSync(join(dir, "raid.html"), "utf8")
    expect(raid).toContain("Risk exposure")
    for (const r of f.result.risks) expect(raid).toContain(formatMoney(r.exposure, f.currency))
    expect(raid).toContain(formatMoney(f.result.exposure, f.currency))
  })

  it("a chosen method is the one the documents name first", () => {
    const emv = forecastFigures({ ...a, forecast: { contingency_method: "risk_exposure" } })!
    expect(emv.contingency.method).toBe("risk_exposure")
    const html = renderHtml(buildReport("budget_summary", { ...a, forecast: { contingency_method: "risk_exposure" } }, FIXED_CLOCK))
    expect(html).toMatch(/Contingency method[\s\S]{0,200}Risk exposure \(EMV\)/)
    // the totals carry the chosen amount: contingency, total and OPEX move with it
    const flat = budgetFigures(a.budget!)
    const amount = emv.contingency.amount
    expect(html).toContain(`${formatMoney(amount, f.currency)} (Risk exposure (EMV))`)
    expect(html).toContain(formatMoney(flat.total - flat.contingency + amount, f.currency))
    expect(html).toContain(formatMoney(flat.opex - flat.contingency + amount, f.currency))
    // the default (flat percentage) leaves the totals as they were
    expect(renderHtml(buildReport("budget_summary", a, FIXED_CLOCK))).toContain(formatMoney(flat.total, f.currency))
  })

  it("PDF: the section and its P-values read back from the file", async () => {
    const path = join(dir, "raid.pdf")
    writeFileSync(path, await renderPdf(buildReport("raid", a, FIXED_CLOCK)))
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(readFileSync(path))), { mergePages: true })
    const flat = text.replace(/\s+/g, " ")
    expect(flat).toContain("Schedule and cost confidence")
    expect(flat).toContain("Risk exposure")
    expect(flat).toContain(formatDay(f.result.finish.percentiles.P80.date))
    // the S-curve is drawn: its P80 label is text on the page
    expect(flat).toContain(`P80 ${formatDay(f.result.finish.percentiles.P80.date)}`)
  })

  it("DOCX: the section's text, and the S-curve image with its markers", async () => {
    const path = join(dir, "pid.docx")
    writeFileSync(path, await renderDocx(buildReport("pid", a, FIXED_CLOCK)))
    const files = unzipSync(new Uint8Array(readFileSync(path)))
    const body = [...strFromU8(files["word/document.xml"]!).matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join("")
    expect(body).toContain("Schedule and cost confidence")
    expect(body).toContain("Contingency method")
    const svgs = Object.keys(files).filter((n) => n.endsWith(".svg")).map((n) => strFromU8(files[n]!)).filter((s) => /aria-label="S-curve/.test(s))
    expect(svgs.length).toBe(2)
    expect(svgs[0]).toContain(`P80 ${formatDay(f.result.finish.percentiles.P80.date)}`)
    expect(Object.keys(files).some((n) => n.startsWith("word/media/") && n.endsWith(".png"))).toBe(true)
  })

  it("the same data gives the same section (the project's seed)", async () => {
    const again = await drafted()
    expect(renderHtml(buildReport("budget_summary", again, FIXED_CLOCK))).toBe(readFileSync(join(dir, "budget_summary.html"), "utf8"))
  })
})
