import { describe, expect, it } from "vitest"
import PDFDocument from "pdfkit"
import { drawOneLine } from "@initpack/adapters/render/pdf-one-line"

type Cell = readonly [text: string, font: string, width: number, align: "left" | "right"]

const CELLS: ReadonlyArray<Cell> = [
  ["AVATAR Wolf Yoke", "Helvetica", 200, "left"],
  ["AUD 616,528", "Helvetica-Bold", 120, "right"],
  ["Follow-up: To Tq, 24 tasks/9 risks (High)", "Helvetica", 300, "left"],
  ["Two  spaces inside", "Helvetica-Oblique", 150, "right"],
  ["x", "Helvetica", 10, "left"]
]

/** Draws the cells down a page with pdfkit's text(), or with drawOneLine; the file's bytes and where x and y end. */
const draw = async (oneLine: boolean): Promise<{ bytes: Buffer; at: Array<[number, number]> }> => {
  const pdf = new PDFDocument({ compress: false, margins: { top: 60, bottom: 60, left: 50, right: 50 }, info: { CreationDate: new Date(0) } })
  const chunks: Array<Buffer> = []
  pdf.on("data", (c: Buffer) => chunks.push(c))
  const done = new Promise((resolve) => pdf.on("end", resolve))
  const at: Array<[number, number]> = []
  let y = 70
  for (const [text, font, width, align] of CELLS) {
    pdf.font(font).fontSize(8.5).fillColor("#111827")
    if (!oneLine) pdf.text(text, 55, y, { width, align })
    else expect(drawOneLine(pdf, text, 55, y, width, align)).toBe(true)
    at.push([pdf.x, pdf.y])
    y += 20
  }
  pdf.end()
  await done
  return { bytes: Buffer.concat(chunks), at }
}

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
