import { describe, expect, it } from "vitest"
import PDFDocument from "pdfkit"
import { buildReport } from "@initpack/adapters/render/build-report"
import { renderPdf } from "@initpack/adapters/render/pdf"
import { installSharedFonts, resetSharedFonts } from "@initpack/adapters/render/pdf-fonts"
import { FIXED_CLOCK, waterfallProject } from "./fixtures"

type Internals = { _fontFamilies: Record<string, { font: unknown; document: unknown; id: string }> }
const FONTS = ["Helvetica", "Helvetica-Bold"]

describe("shared PDF font metrics", () => {
  it("documents share one parsed copy of each font's metrics, each with its own font object", () => {
    resetSharedFonts()
    const a = new PDFDocument({ font: null as unknown as string })
    const b = new PDFDocument({ font: null as unknown as string })
    installSharedFonts(a, FONTS)
    installSharedFonts(b, FONTS)
    const fa = (a as unknown as Internals)._fontFamilies
    const fb = (b as unknown as Internals)._fontFamilies
    for (const name of FONTS) {
      expect(fa[name]?.font).toBeDefined()
      expect(fb[name]?.font).toBe(fa[name]?.font)
      expect(fa[name]?.document).toBe(a)
      expect(fb[name]?.document).toBe(b)
    }
    expect(fa["Helvetica"]?.id).not.toBe(fa["Helvetica-Bold"]?.id)
  })

  it("measures text as pdfkit does: widths with kerning", () => {
    resetSharedFonts()
    const plain = new PDFDocument()
    const shared = new PDFDocument({ font: null as unknown as string })
    installSharedFonts(shared, ["Helvetica"])
    for (const text of ["AVATAR Wolf Yoke", "To: Tq", "Riverbend Shire Council", ""]) {
      for (const size of [8.5, 10, 13]) {
        expect(shared.fontSize(size).widthOfString(text)).toBe(plain.font("Helvetica").fontSize(size).widthOfString(text))
      }
    }
    // "AV" kerns tighter than "A" plus "V"
    expect(shared.fontSize(10).widthOfString("AV")).toBeLessThan(shared.widthOfString("A") + shared.widthOfString("V"))
  })

  it("draws text as pdfkit does: the same file for plain, justified and right-aligned lines, twice over", async () => {
    const draw = async (shared: boolean): Promise<Buffer> => {
      const pdf = new PDFDocument({ compress: false, info: { CreationDate: new Date(0) }, ...(shared ? { font: null as unknown as string } : {}) })
      if (shared) installSharedFonts(pdf, FONTS)
      const chunks: Array<Buffer> = []
      pdf.on("data", (c: Buffer) => chunks.push(c))
      const done = new Promise((resolve) => pdf.on("end", resolve))
      const text = "AVATAR Wolf Yoke: To Tq, the Riverbend Shire Council's permits, 24 tasks and 9 risks. ".repeat(4)
      for (let round = 0; round < 2; round++) {
        pdf.font("Helvetica").fontSize(10).text(text, 72, pdf.y, { width: 300 })
        pdf.font("Helvetica-Bold").text(text, { width: 300, align: "justify" })
        pdf.font("Helvetica").text("AVATAR", { width: 300, align: "right" })
      }
      pdf.end()
      await done
      return Buffer.concat(chunks)
    }
    resetSharedFonts()
    const plain = await draw(false)
    expect(plain.toString("latin1")).toContain("] TJ")
    expect((await draw(true)).equals(plain)).toBe(true)
    // the second document draws from the cached encodings
    expect((await draw(true)).equals(plain)).toBe(true)
  })

  it("gives the same PDF bytes for the first document and for later ones", async () => {
    const doc = buildReport("pid", waterfallProject, FIXED_CLOCK)
    resetSharedFonts()
    const first = await renderPdf(doc)
    const second = await renderPdf(doc)
    expect(second.byteLength).toBeGreaterThan(5000)
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true)
  })
})
