import fc from "fast-check"
import PDFDocument from "pdfkit"
import { describe, expect, it } from "vitest"
import { cellHeight, fitsOneLine } from "@initpack/adapters/render/pdf-cell-height"
import { STANDARD_FONTS } from "@initpack/adapters/render/pdf-font-set"

const FONTS = ["Helvetica", "Helvetica-Bold"]
// words with the letters the standard fonts kern after a space (A, T, V, W, Y, quotes)
const word = fc.stringMatching(/^[AaTtVvWwYy“‘0-9a-z]{1,14}$/)
const text = fc.array(word, { minLength: 1, maxLength: 12 }).map((ws) => ws.join(" "))

describe("PDF table cell heights (pdf-cell-height.ts)", () => {
  it("a cell judged to fit on one line is what pdfkit's wrapper puts on one line", () => {
    const pdf = new PDFDocument()
    fc.assert(
      fc.property(text, fc.constantFrom(...FONTS), fc.constantFrom(8.5, 10), fc.integer({ min: 20, max: 400 }), (t, font, size, width) => {
        pdf.font(font).fontSize(size)
        if (!fitsOneLine(pdf, STANDARD_FONTS, t, size, width)) return
        expect(Math.round(pdf.heightOfString(t, { width }) / pdf.currentLineHeight(true))).toBe(1)
      }),
      { numRuns: 3000 }
    )
  })

  it("equals pdfkit's heightOfString for every cell, also remembered ones and ones that wrap", () => {
    const pdf = new PDFDocument()
    const other = new PDFDocument()
    fc.assert(
      fc.property(text, fc.constantFrom(...FONTS), fc.integer({ min: 20, max: 400 }), fc.double({ min: 60, max: 780, noNaN: true }), (t, font, width, y) => {
        // pdfkit's answer depends on the y it measures from (floating point): compare at the same y
        other.y = y
        pdf.y = y
        const expected = other.font(font).fontSize(8.5).heightOfString(t, { width })
        expect(cellHeight(pdf, STANDARD_FONTS, t, font, 8.5, width)).toBe(expected)
        expect(cellHeight(pdf, STANDARD_FONTS, t, font, 8.5, width)).toBe(expected)
      }),
      { numRuns: 1500 }
    )
  })

  it("takes the wrapper for line breaks, soft hyphens and embedded fonts", () => {
    const pdf = new PDFDocument().font("Helvetica").fontSize(8.5)
    expect(fitsOneLine(pdf, STANDARD_FONTS, "short", 8.5, 300)).toBe(true)
    expect(fitsOneLine(pdf, STANDARD_FONTS, "two\nlines", 8.5, 300)).toBe(false)
    expect(fitsOneLine(pdf, STANDARD_FONTS, "soft\u00adhyphen", 8.5, 300)).toBe(false)
    expect(fitsOneLine(pdf, { ...STANDARD_FONTS, faces: [["DejaVu", {}]] }, "short", 8.5, 300)).toBe(false)
    expect(cellHeight(pdf, STANDARD_FONTS, "two\nlines", "Helvetica", 8.5, 300)).toBe(pdf.heightOfString("two\nlines", { width: 300 }))
    expect(cellHeight(pdf, STANDARD_FONTS, "two\nlines", "Helvetica", 8.5, 300)).toBeGreaterThan(cellHeight(pdf, STANDARD_FONTS, "one line", "Helvetica", 8.5, 300) * 1.9)
  })
})
