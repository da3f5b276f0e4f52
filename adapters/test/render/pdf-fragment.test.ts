import fc from "fast-check"
import { describe, expect, it } from "vitest"
import PDFDocument from "pdfkit"
import { installSharedFonts, resetSharedFonts } from "@initpack/adapters/render/pdf-fonts"
import { fastFragments } from "@initpack/adapters/render/pdf-fragment"

type Align = "left" | "right" | "center"
interface Line {
  readonly text: string
  readonly font: string
  readonly size: number
  readonly width: number | undefined
  readonly align: Align
  readonly extra: Readonly<Record<string, unknown>>
}

const STANDARD = ["Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique", "Times-Roman"]

/**
 * An uncompressed document with the lines drawn through pdfkit's text(), with or without fastFragments (and, with
 * `shared`, the shared standard fonts and their glyph tables, as renderPdf sets them up); its bytes and content writes.
 */
const pdfOf = async (lines: ReadonlyArray<Line>, fast: boolean, shared = false): Promise<{ bytes: Buffer; writes: number }> => {
  const pdf = new PDFDocument({ compress: false, margins: { top: 60, bottom: 60, left: 50, right: 50 }, info: { CreationDate: new Date(0) }, ...(shared ? { font: null as unknown as string } : {}) })
  // the fonts numbered in one order either way (pdfkit numbers them as they are first set)
  if (shared) installSharedFonts(pdf, STANDARD)
  else for (const font of STANDARD) pdf.font(font)
  if (fast) fastFragments(pdf)
  const chunks: Array<Buffer> = []
  pdf.on("data", (c: Buffer) => chunks.push(c))
  const done = new Promise((resolve) => pdf.on("end", resolve))
  let writes = 0
  pdf.on("pageAdded", () => {
    const page = (pdf as unknown as { page: { write: (chunk: string) => unknown } }).page
    const write = page.write.bind(page)
    page.write = (chunk) => (writes++, write(chunk))
  })
  pdf.addPage()
  for (const line of lines) {
    pdf.font(line.font).fontSize(line.size).fillColor("#111827")
    pdf.text(line.text, 60, pdf.y, { ...(line.width === undefined ? { lineBreak: false } : { width: line.width }), align: line.align, ...line.extra })
  }
  pdf.end()
  await done
  return { bytes: Buffer.concat(chunks), writes }
}

const line = (text: string, extra: Line["extra"] = {}, align: Align = "left", width: number | undefined = 300): Line => ({ text, font: "Helvetica", size: 10, width, align, extra })

describe("text lines written in one content write", () => {
  it("writes the same bytes as pdfkit's own, in fewer writes", async () => {
    const lines = [
      line("AVATAR Wolf Yoke: To Tq, 24 tasks/9 risks"),
      line("AUD 616,528", {}, "right", 120),
      line("Page 3 of 12", {}, "center", 495),
      line("Riverbend Permits Replacement · Project Charter", {}, "right"),
      line("Two  spaces and a long enough sentence to wrap over more than one line in a narrow column", {}, "left", 90),
      line("Chart label", {}, "left", undefined),
      { ...line("Bold heading"), font: "Helvetica-Bold", size: 16 },
      // justified lines go to pdfkit (spaced words), the paragraph's last line, left aligned, does not
      line("justified text that runs over the width of its column so that it wraps", {}, "justify" as Align, 100)
    ]
    const own = await pdfOf(lines, false)
    const fast = await pdfOf(lines, true)
    expect(own.bytes.toString("latin1")).toContain("] TJ")
    expect(fast.bytes.equals(own.bytes)).toBe(true)
    expect(fast.writes).toBeLessThan(own.writes / 2)
  })

  it("leaves lines with options that change the output to pdfkit, with the same bytes", async () => {
    const lines = [
      line("underlined", { underline: true }),
      line("struck", { strike: true }),
      line("a link", { link: "https://example.org" }),
      line("slanted", { oblique: true }),
      line("spaced out", { characterSpacing: 1.5 }),
      line("outlined", { stroke: true }),
      line("raised", { baseline: "middle" })
    ]
    const own = await pdfOf(lines, false)
    const fast = await pdfOf(lines, true)
    expect(fast.bytes.equals(own.bytes)).toBe(true)
    expect(fast.writes).toBe(own.writes)
  })

  it.each([false, true])("writes the same bytes as pdfkit for random text, fonts, sizes, widths and alignments (shared fonts: %s)", async (shared) => {
    resetSharedFonts()
    const word = fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), fc.constantFrom("-", "/", "(x)", "1,200.50", "AV", "To", "Wa", "\n", "é", "“q”", "  ", "!", "—"))
    const arbitraryLine = fc.record({
      text: fc.array(word, { minLength: 1, maxLength: 25 }).map((w) => w.join(" ")),
      font: fc.constantFrom("Helvetica", "Helvetica-Bold", "Helvetica-Oblique", "Helvetica-BoldOblique", "Times-Roman"),
      size: fc.constantFrom(8, 8.5, 10, 11.5, 13, 16, 22, 7.3333),
      width: fc.option(fc.integer({ min: 20, max: 480 }), { nil: undefined }),
      align: fc.constantFrom<Align>("left", "right", "center"),
      extra: fc.constant({})
    })
    await fc.assert(
      fc.asyncProperty(fc.array(arbitraryLine, { minLength: 1, maxLength: 6 }), async (lines) => {
        const own = await pdfOf(lines, false)
        const fast = await pdfOf(lines, true, shared)
        expect(fast.bytes.equals(own.bytes)).toBe(true)
      }),
      { numRuns: 200 }
    )
  })
})
