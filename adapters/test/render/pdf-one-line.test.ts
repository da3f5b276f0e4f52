import fc from "fast-check"
import { describe, expect, it } from "vitest"
import PDFDocument from "pdfkit"
import { wrappedCellLines } from "@initpack/adapters/render/pdf-cell-height"
import type { FontSet } from "@initpack/adapters/render/pdf-font-set"
import { drawLines, drawOneLine } from "@initpack/adapters/render/pdf-one-line"

// the standard fonts only (no embedded face)
const NO_FACES = { faces: [] } as unknown as FontSet

type Cell = readonly [text: string, font: string, width: number, align: "left" | "right"]

const CELLS: ReadonlyArray<Cell> = [
  ["AVATAR Wolf Yoke", "Helvetica", 200, "left"],
  ["AUD 616,528", "Helvetica-Bold", 120, "right"],
  ["Follow-up: To Tq, 24 tasks/9 risks (High)", "Helvetica", 300, "left"],
  ["Two  spaces inside", "Helvetica-Oblique", 150, "right"],
  ["x", "Helvetica", 10, "left"]
]

/** An uncompressed document with `drawCells` run on it: the file's bytes and where it left x and y after each cell. */
const pdfOf = async (drawCells: (pdf: PDFKit.PDFDocument, at: Array<[number, number]>) => void): Promise<{ bytes: Buffer; at: Array<[number, number]> }> => {
  const pdf = new PDFDocument({ compress: false, margins: { top: 60, bottom: 60, left: 50, right: 50 }, info: { CreationDate: new Date(0) } })
  const chunks: Array<Buffer> = []
  pdf.on("data", (c: Buffer) => chunks.push(c))
  const done = new Promise((resolve) => pdf.on("end", resolve))
  const at: Array<[number, number]> = []
  drawCells(pdf, at)
  pdf.end()
  await done
  return { bytes: Buffer.concat(chunks), at }
}

/** Draws the cells down a page with pdfkit's text(), or with drawOneLine. */
const draw = (oneLine: boolean) =>
  pdfOf((pdf, at) => {
    let y = 70
    for (const [text, font, width, align] of CELLS) {
      pdf.font(font).fontSize(8.5).fillColor("#111827")
      if (!oneLine) pdf.text(text, 55, y, { width, align })
      else expect(drawOneLine(pdf, text, 55, y, width, align)).toBe(true)
      at.push([pdf.x, pdf.y])
      y += 20
    }
  })

describe("one-line table cells", () => {
  it("draws the same bytes as pdfkit's text() and leaves x and y where it does", async () => {
    const wrapped = await draw(false)
    const direct = await draw(true)
    expect(wrapped.bytes.toString("latin1")).toContain("] TJ")
    expect(direct.at).toEqual(wrapped.at)
    expect(direct.bytes.equals(wrapped.bytes)).toBe(true)
  })

  it("leaves to pdfkit what its wrapper would change or what would start a page", () => {
    const pdf = new PDFDocument({ margins: { top: 60, bottom: 60, left: 50, right: 50 } })
    const content = () => (pdf as unknown as { page: { content: { buffer: Array<unknown> } } }).page.content.buffer.length
    const before = content()
    for (const text of ["", " leading", "trailing ", "two\nlines", "soft\u00adhyphen"]) expect(drawOneLine(pdf, text, 55, 100, 200, "left")).toBe(false)
    // a line that would end below the bottom margin: pdfkit itself would add a page first
    expect(drawOneLine(pdf, "Near the bottom", 55, pdf.page.height - 65, 200, "left")).toBe(false)
    expect(content()).toBe(before)
    expect(drawOneLine(pdf, "Room enough", 55, 100, 200, "left")).toBe(true)
    expect(content()).toBeGreaterThan(before)
  })
})

// cells that wrap: drawn from the lines caught while the cell was measured, or by pdfkit's text()
const LONG: ReadonlyArray<Cell> = [
  ["Agree the data migration approach with the vendor and the council's records team before build starts", "Helvetica", 180, "left"],
  ["AUD 1,234,567.89 including contingency of fifteen per cent", "Helvetica-Bold", 60, "right"],
  ["Supercalifragilisticexpialidocious-and-then-some words, split/joined (really) - yes!", "Helvetica", 40, "left"],
  ["Two\nparagraphs, the second one long enough to wrap onto a third line of its own", "Helvetica-Oblique", 120, "left"],
  ["Łódź café \u2013 “quoted” text with a soft\u00adhyphen and trailing space ", "Helvetica", 70, "right"]
]

const used: Array<string> = []

/** Draws the cells down a page as the table does (measured first), or each with pdfkit's text(). */
const drawWrapped = (fromLines: boolean, cells: ReadonlyArray<Cell>) =>
  pdfOf((pdf, at) => {
    let y = 70
    for (const [text, font, width, align] of cells) {
      const lines = wrappedCellLines(pdf, NO_FACES, text, font, 8.5, width)
      pdf.fillColor("#111827")
      // a one-line cell directly, a wrapped one from its lines, else pdfkit
      const drawn = fromLines && (lines === undefined ? drawOneLine(pdf, text, 55, y, width, align) : drawLines(pdf, lines, 55, y, width, align))
      if (!drawn) pdf.text(text, 55, y, { width, align })
      if (fromLines) used.push(lines === undefined ? "one line" : drawn ? "lines" : "pdfkit")
      at.push([pdf.x, pdf.y])
      y = pdf.y + 10
    }
  })

describe("wrapped table cells", () => {
  it("draws the lines the wrapper made when measuring as pdfkit's text() draws the cell, x and y included", async () => {
    const wrapped = await drawWrapped(false, LONG)
    used.length = 0
    const direct = await drawWrapped(true, LONG)
    expect(used).toEqual(LONG.map(() => "lines"))
    expect(direct.at).toEqual(wrapped.at)
    expect(direct.bytes.equals(wrapped.bytes)).toBe(true)
  })

  it("does so for random text, widths and alignments", async () => {
    used.length = 0
    const word = fc.oneof(fc.stringMatching(/^[A-Za-z]{1,14}$/), fc.constantFrom("-", "/", "(x)", "1,200", "e.g.", "\n", "a-b", "  ", "!"))
    const cell = fc.tuple(
      fc.array(word, { minLength: 1, maxLength: 30 }).map((w) => w.join(" ")),
      fc.constantFrom("Helvetica", "Helvetica-Bold"),
      fc.integer({ min: 20, max: 300 }),
      fc.constantFrom<"left" | "right">("left", "right")
    )
    await fc.assert(
      fc.asyncProperty(fc.array(cell, { minLength: 1, maxLength: 4 }), async (cells) => {
        const wrapped = await drawWrapped(false, cells)
        const direct = await drawWrapped(true, cells)
        expect(direct.at).toEqual(wrapped.at)
        expect(direct.bytes.equals(wrapped.bytes)).toBe(true)
      }),
      { numRuns: 150 }
    )
    // most random cells wrap and are drawn from their lines
    expect(used.filter((u) => u === "lines").length).toBeGreaterThan(used.length / 2)
  })

  it("leaves to pdfkit a cell whose lines would pass the bottom margin", () => {
    const pdf = new PDFDocument({ margins: { top: 60, bottom: 60, left: 50, right: 50 } })
    const lines = wrappedCellLines(pdf, NO_FACES, LONG[0]![0], "Helvetica", 8.5, 60)!
    expect(lines.length).toBeGreaterThan(3)
    expect(drawLines(pdf, lines, 55, pdf.page.height - 60 - 2 * 10, 60, "left")).toBe(false)
    expect(drawLines(pdf, lines, 55, 100, 60, "left")).toBe(true)
  })
})
