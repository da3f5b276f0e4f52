import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import { strFromU8, unzipSync } from "fflate"
import { DocxRenderer } from "@initpack/core/ports/document-renderer"
import { buildReport } from "@initpack/adapters/render/build-report"
import { layer, renderDocx } from "@initpack/adapters/render/docx"
import { agileProject, FIXED_CLOCK, waterfallProject } from "./fixtures"

const unzip = async (bytes: Uint8Array) => {
  const files = unzipSync(bytes)
  const text = (name: string) => {
    const f = files[name]
    if (f === undefined) throw new Error(`missing ${name}`)
    return strFromU8(f)
  }
  return { names: Object.keys(files), text }
}

// Visible text of a WordprocessingML part, runs joined.
const plain = (xml: string) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join("")

describe("DOCX renderer", () => {
  it("uses real Heading 1-3 styles, a Title, a table of contents field and tables", async () => {
    const { text } = await unzip(await renderDocx(buildReport("pid", waterfallProject, FIXED_CLOCK)))
    const xml = text("word/document.xml")
    expect(xml).toContain('<w:pStyle w:val="Title"/>')
    expect(xml).toContain('<w:pStyle w:val="Heading1"/>')
    expect(xml).toContain('<w:pStyle w:val="Heading2"/>')
    expect(xml).toMatch(/TOC \\h \\o &quot;1-3&quot;/)
    expect((xml.match(/<w:tbl>/g) ?? []).length).toBeGreaterThanOrEqual(8)
    expect(xml).toContain("<w:tblHeader/>")
    const styles = text("word/styles.xml")
    expect(styles).toContain('w:styleId="Heading1"')
    expect(text("word/settings.xml")).toContain("w:updateFields")
  })

  it("formats table cells through the Table Text style and table-level margins, not per cell", async () => {
    const { text } = await unzip(await renderDocx(buildReport("pid", waterfallProject, FIXED_CLOCK)))
    const xml = text("word/document.xml")
    const cells = (xml.match(/<w:tc>/g) ?? []).length
    expect(cells).toBeGreaterThan(100)
    expect((xml.match(/<w:pStyle w:val="TableText"\/>/g) ?? []).length).toBeGreaterThanOrEqual(cells)
    expect(xml).not.toContain("<w:tcMar>")
    expect(xml).toContain("<w:tblCellMar>")
    expect(xml).not.toContain('w:val="false"')
    expect(text("word/styles.xml")).toMatch(/w:styleId="TableText"[\s\S]*?<w:sz w:val="18"\/>/)
  })

  it("sign-off rows are at least 600 twips tall, other rows size to their text", async () => {
    const sow = (await unzip(await renderDocx(buildReport("sow", waterfallProject, FIXED_CLOCK)))).text("word/document.xml")
    // two parties sign the SOW
    expect(sow.match(/<w:trHeight w:val="600" w:hRule="atLeast"\/>/g)).toHaveLength(2)
    const pid = (await unzip(await renderDocx(buildReport("pid", waterfallProject, FIXED_CLOCK)))).text("word/document.xml")
    expect(pid.match(/<w:trHeight /g)).toHaveLength(4)
  })

  it("holds the project's own texts", async () => {
    const { text } = await unzip(await renderDocx(buildReport("pid", waterfallProject, FIXED_CLOCK)))
    const body = plain(text("word/document.xml"))
    for (const t of ["Project Charter / PID", "1. Background", "Riverbend Shire Council processes about 9,000", "Cut permit decision time", "Data migration quality", "Maria Chen", "AUD 817,300", "10. Approvals"]) {
      expect(body).toContain(t)
    }
  })

  it("has a header with the project and a footer with Page n of m fields", async () => {
    const { names, text } = await unzip(await renderDocx(buildReport("raid", waterfallProject, FIXED_CLOCK)))
    const footer = text(names.find((n) => /^word\/footer\d+\.xml$/.test(n)) ?? "")
    expect(footer).toContain("PAGE")
    expect(footer).toContain("NUMPAGES")
    expect(plain(footer)).toContain("Page")
    expect(plain(text(names.find((n) => /^word\/header\d+\.xml$/.test(n)) ?? ""))).toContain("Riverbend Permits Replacement")
  })

  it("embeds each chart as an SVG image with a PNG fallback", async () => {
    const { names, text } = await unzip(await renderDocx(buildReport("pid", waterfallProject, FIXED_CLOCK)))
    const svgs = names.filter((n) => n.startsWith("word/media/") && n.endsWith(".svg"))
    const pngs = names.filter((n) => n.startsWith("word/media/") && n.endsWith(".png"))
    // four charts plus the two S-curves of the confidence section (issue 23)
    expect(svgs.length).toBe(6)
    expect(pngs.length).toBe(6)
    expect(svgs.map((n) => text(n)).join("")).toContain("Likelihood")
    expect(text("word/document.xml")).toContain("asvg:svgBlip")
  })

  it("is a consistent package: every relationship target is in the ZIP with a content type, the same report gives the same bytes", async () => {
    for (const kind of ["pid", "raid", "sow"] as const) {
      const bytes = await renderDocx(buildReport(kind, waterfallProject, FIXED_CLOCK))
      expect(await renderDocx(buildReport(kind, waterfallProject, FIXED_CLOCK))).toEqual(bytes)
      const { names, text } = await unzip(bytes)
      const types = text("[Content_Types].xml")
      for (const [rels, base] of [["_rels/.rels", ""], ["word/_rels/document.xml.rels", "word/"]] as const) {
        for (const [, target] of text(rels).matchAll(/Target="([^"]+)"/g)) {
          expect(names).toContain(`${base}${target}`)
          const ext = target!.split(".").pop()
          expect(types.includes(`PartName="/${base}${target}"`) || types.includes(`Extension="${ext}"`), target).toBe(true)
        }
      }
      // every image relationship the body embeds is declared
      const declared = new Set([...text("word/_rels/document.xml.rels").matchAll(/Id="(rId\d+)"/g)].map((m) => m[1]))
      for (const [, id] of text("word/document.xml").matchAll(/r:(?:embed|id)="(rId\d+)"/g)) expect(declared.has(id)).toBe(true)
      expect(text("docProps/core.xml")).toContain("<dc:title>")
    }
  })

  it("lists: bullets on one definition, each ordered list numbered from 1 on its own", async () => {
    const doc = buildReport("pid", waterfallProject, FIXED_CLOCK)
    const { text } = await unzip(
      await renderDocx({
        ...doc,
        blocks: [
          { _tag: "List", ordered: true, items: [[{ text: "first" }], [{ text: "second" }]] },
          { _tag: "List", ordered: false, items: [[{ text: "bullet" }]] },
          { _tag: "List", ordered: true, items: [[{ text: "again" }]] }
        ]
      })
    )
    const ids = [...text("word/document.xml").matchAll(/<w:numId w:val="(\d+)"\/>/g)].map((m) => m[1])
    expect(ids).toEqual(["2", "2", "1", "3"])
    const numbering = text("word/numbering.xml")
    for (const id of ["2", "3"]) expect(numbering).toMatch(new RegExp(`<w:num w:numId="${id}"><w:abstractNumId w:val="2"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/>`))
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>')
  })

  it("renders the agile pack documents through the port layer", async () => {
    const file = await Effect.runPromise(
      Effect.flatMap(DocxRenderer, (r) => r.render(buildReport("agile_overview", agileProject, FIXED_CLOCK))).pipe(Effect.provide(layer))
    )
    expect(file.extension).toBe("docx")
    const { text } = await unzip(file.bytes)
    expect(plain(text("word/document.xml"))).toContain("Every surplus meal offered by a partner café")
  })
})
