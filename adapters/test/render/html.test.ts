import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { HtmlRenderer } from "@initpack/core/ports/document-renderer"
import { buildReport } from "@initpack/adapters/render/build-report"
import { layer, renderHtml } from "@initpack/adapters/render/html"
import { agileProject, FIXED_CLOCK, waterfallProject } from "./fixtures"

const withScriptRisk: ProjectArtefacts = {
  ...waterfallProject,
  risks: [...(waterfallProject.risks ?? []), { title: "<script>alert('x')</script>", description: "a & b", likelihood: 5, impact: 5 }]
}

describe("HTML renderer", () => {
  it("is self-contained: inline CSS with a print stylesheet, inline SVG charts, no external requests", () => {
    const html = renderHtml(buildReport("pid", waterfallProject, FIXED_CLOCK))
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true)
    expect(html).toContain("<style>")
    expect(html).toContain("@media print")
    expect(html).toContain("thead{display:table-header-group}")
    // four charts plus the two S-curves of the confidence section (issue 23)
    expect((html.match(/<svg /g) ?? []).length).toBe(6)
    expect(html).not.toMatch(/<(link|script)\b/)
    expect(html).not.toMatch(/src="http/)
  })

  it("holds the PID sections, the project's texts and the meta", () => {
    const doc = buildReport("pid", waterfallProject, FIXED_CLOCK)
    const html = renderHtml(doc)
    for (const h of ["1. Background", "6. Top risks", "10. Approvals"]) expect(html).toContain(`<h2>${h}</h2>`)
    expect(html).toContain("<h3>Out of scope</h3>")
    expect(html).toContain("Riverbend Shire Council processes about 9,000")
    // issue 37: a date a sponsor reads, not the ISO timestamp
    expect(html).toContain("Generated 1 May 2026 ·")
    expect(html).not.toContain(`Generated ${FIXED_CLOCK}`)
    expect(html).toContain(doc.meta.source_hash)
    expect(html).toContain('<th scope="col">Mitigation</th>')
  })

  it("escapes project text: a risk titled <script> is shown, not run", () => {
    const html = renderHtml(buildReport("raid", withScriptRisk, FIXED_CLOCK))
    expect(html).not.toContain("<script>")
    expect(html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;: a &amp; b")
  })

  it("escapes text inside SVG labels too", () => {
    const html = renderHtml(
      buildReport("stakeholders_raci", { ...waterfallProject, stakeholders: [{ name: "<b>Eve</b>", role: "x", influence: 2, interest: 2 }] }, FIXED_CLOCK)
    )
    expect(html).toContain("&lt;b&gt;Eve&lt;/b&gt;")
    expect(html).not.toContain("<b>Eve")
  })

  it("only the sign-off table gets the tall signing rows", () => {
    const sow = renderHtml(buildReport("sow", waterfallProject, FIXED_CLOCK))
    expect(sow.match(/<table class="sign">/g)).toHaveLength(1)
    expect(sow).toMatch(/table\.sign td\{height:/)
    expect(renderHtml(buildReport("raid", waterfallProject, FIXED_CLOCK))).not.toContain('class="sign"')
  })

  it("with a fixed clock the bytes are identical between runs", () => {
    for (const p of [waterfallProject, agileProject]) {
      const a = renderHtml(buildReport("sow", p, FIXED_CLOCK))
      const b = renderHtml(buildReport("sow", JSON.parse(JSON.stringify(p)) as ProjectArtefacts, FIXED_CLOCK))
      expect(b).toBe(a)
    }
  })

  it("the layer provides the HtmlRenderer port with UTF-8 HTML", async () => {
    const file = await Effect.runPromise(
      Effect.flatMap(HtmlRenderer, (r) => r.render(buildReport("comms_plan", waterfallProject, FIXED_CLOCK))).pipe(Effect.provide(layer))
    )
    expect(file.contentType).toBe("text/html; charset=utf-8")
    expect(new TextDecoder().decode(file.bytes)).toContain("<h2>Channels &amp; Cadence</h2>")
  })
})
