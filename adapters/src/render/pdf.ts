import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Block, Inline, ReportDocument } from "@initpack/core/document/model"
import { formatLongDate } from "@initpack/core/document/format"
import { PdfRenderer, RenderError, type DocumentRenderer } from "@initpack/core/ports/document-renderer"
import { chartImages } from "./charts/chart-images"
import type { Drawing } from "./charts/drawing"
import { cellHeight, widestWord } from "./pdf-cell-height"
import { fontSetFor, type FontSet } from "./pdf-font-set"

// pdfkit costs about 0.17 s to import (docs/reports.md), so it is loaded on the first PDF only.
type Pdf = PDFKit.PDFDocument
type PdfKitCtor = typeof import("pdfkit")
let pdfkit: Promise<PdfKitCtor> | undefined
const loadPdfKit = (): Promise<PdfKitCtor> =>
  (pdfkit ??= import("pdfkit").then((m) => ((m as unknown as { default?: PdfKitCtor }).default ?? (m as unknown as PdfKitCtor))))

/** Starts loading pdfkit ahead of the first PDF, e.g. while drafting waits on the network. */
export const preloadPdfKit = (): Promise<void> => loadPdfKit().then(() => undefined)

const ACCENT = "#1f3a5f"
const MUTED = "#6b7280"
const LINE = "#d1d5db"
const MARGIN = { top: 60, bottom: 60, left: 50, right: 50 }
const HEADING_SIZES = { 1: 16, 2: 13, 3: 11.5 } as const
const BODY = 10
const CELL = 8.5
const PAD = 4
const SIGNATURE_ROW = 30

const fontOf = (fonts: FontSet, i: { bold?: boolean | undefined; italic?: boolean | undefined }) =>
  i.bold && i.italic ? fonts.boldItalic : i.bold ? fonts.bold : i.italic ? fonts.italic : fonts.regular

class Writer {
  constructor(
    readonly pdf: Pdf,
    readonly fonts: FontSet
  ) {}
  get width() {
    return this.pdf.page.width - MARGIN.left - MARGIN.right
  }
  get bottom() {
    return this.pdf.page.height - MARGIN.bottom
  }
  /** Starts a new page unless `height` fits below; never leaves a page empty for something taller than a page. */
  ensure(height: number) {
    if (this.pdf.y + height > this.bottom && this.pdf.y > MARGIN.top + 1) this.pdf.addPage()
  }
  /** Height of a heading with its spacing (moveDown uses the current line height). */
  headingHeight(level: 1 | 2 | 3, text: string) {
    const size = HEADING_SIZES[level]
    this.pdf.font(this.fonts.bold).fontSize(size)
    return this.pdf.heightOfString(this.fonts.safe(text), { width: this.width }) + this.pdf.currentLineHeight(true) * ((level === 1 ? 0.8 : 0.5) + 0.3) + 2
  }
  heading(level: 1 | 2 | 3, text: string) {
    const size = HEADING_SIZES[level]
    this.pdf.font(this.fonts.bold).fontSize(size)
    this.pdf.moveDown(level === 1 ? 0.8 : 0.5)
    this.pdf.font(this.fonts.bold).fontSize(size).fillColor(level === 3 ? "#111827" : ACCENT).text(this.fonts.safe(text), MARGIN.left, this.pdf.y, { width: this.width })
    if (level === 1) {
      const y = this.pdf.y + 1
      this.pdf.moveTo(MARGIN.left, y).lineTo(MARGIN.left + this.width, y).lineWidth(0.5).strokeColor(LINE).stroke()
    }
    this.pdf.moveDown(0.3)
  }
  inlines(inlines: ReadonlyArray<Inline>, indent = 0, size = BODY, color = "#111827") {
    const parts = inlines.filter((i) => i.text !== "")
    if (parts.length === 0) return
    this.pdf.fillColor(color).fontSize(size)
    parts.forEach((i, k) => {
      this.pdf.font(fontOf(this.fonts, i))
      const options = { width: this.width - indent, continued: k < parts.length - 1 }
      if (k === 0) this.pdf.text(this.fonts.safe(i.text), MARGIN.left + indent, this.pdf.y, options)
      else this.pdf.text(this.fonts.safe(i.text), options)
    })
  }
  paragraph(inlines: ReadonlyArray<Inline>) {
    this.inlines(inlines)
    this.pdf.moveDown(0.5)
  }
  list(ordered: boolean, items: ReadonlyArray<ReadonlyArray<Inline>>) {
    items.forEach((item, i) => {
      this.ensure(BODY * 2)
      const y = this.pdf.y
      this.pdf.font(this.fonts.regular).fontSize(BODY).fillColor("#111827").text(ordered ? `${i + 1}.` : "•", MARGIN.left + 4, y, { width: 14 })
      this.pdf.y = y
      this.inlines(item, 18)
      this.pdf.moveDown(0.2)
    })
    this.pdf.moveDown(0.3)
  }
  /**
   * Column widths in points from the relative weights, widened where needed so the longest word of a
   * column fits on one line (no "Influenc/e"), taking the room from columns with more than they need.
   */
  columnWidths(weights: ReadonlyArray<number>, header: ReadonlyArray<string> | undefined, rows: ReadonlyArray<ReadonlyArray<string>>, font: (head: boolean, i: number) => string): Array<number> {
    const total = weights.reduce((s, w) => s + w, 0) || 1
    const cols = weights.map((w) => (w / total) * this.width)
    const needs = cols.map((_, i) => {
      let widest = header === undefined ? 0 : widestWord(this.pdf, this.fonts.safe(header[i] ?? ""), font(true, i), CELL)
      for (const r of rows) widest = Math.max(widest, widestWord(this.pdf, this.fonts.safe(r[i] ?? ""), font(false, i), CELL))
      return widest + 2 * PAD + 1
    })
    const deficit = cols.reduce((s, w, i) => s + Math.max(0, (needs[i] ?? 0) - w), 0)
    const slack = cols.reduce((s, w, i) => s + Math.max(0, w - (needs[i] ?? 0)), 0)
    if (deficit === 0 || deficit > slack) return cols
    return cols.map((w, i) => {
      const need = needs[i] ?? 0
      return w < need ? need : w - ((w - need) / slack) * deficit
    })
  }
  /** Rows wrap inside their cells; a row that does not fit starts a new page, which repeats the header row. */
  table(widths: ReadonlyArray<number>, header: ReadonlyArray<string> | undefined, rows: ReadonlyArray<ReadonlyArray<string>>, right: ReadonlyArray<boolean>, boldFirst = false) {
    const cellFont = (head: boolean, i: number) => (head || (boldFirst && i === 0) ? this.fonts.bold : this.fonts.regular)
    const cols = this.columnWidths(widths, header, rows, cellFont)
    // a sign-off table leaves room to sign
    const minRow = header?.some((h) => /^signature$/i.test(h)) ? SIGNATURE_ROW : 0
    const rowHeight = (cells: ReadonlyArray<string>, head: boolean) =>
      Math.max(head ? 0 : minRow, Math.max(...cols.map((w, i) => cellHeight(this.pdf, this.fonts.safe(cells[i] ?? "") || " ", cellFont(head, i), CELL, w - 2 * PAD))) + 2 * PAD)
    const drawRow = (cells: ReadonlyArray<string>, head: boolean, height: number) => {
      let x = MARGIN.left
      const y = this.pdf.y
      // the borders' width and colour, and a body row's text colour, are set once a row (again on a page a long
      // cell began, which starts with the default graphics state)
      let page: unknown
      cols.forEach((w, i) => {
        if (this.pdf.page !== page) {
          page = this.pdf.page
          this.pdf.lineWidth(0.5).strokeColor(LINE)
          if (!head) this.pdf.fillColor("#111827")
        }
        if (head) this.pdf.rect(x, y, w, height).fillColor("#eef2f7").fill()
        this.pdf.rect(x, y, w, height).stroke()
        const text = this.fonts.safe(cells[i] ?? "")
        const align = right[i] ? "right" : "left"
        this.pdf.font(cellFont(head, i)).fontSize(CELL)
        if (head) this.pdf.fillColor("#111827")
        this.pdf.text(text, x + PAD, y + PAD, { width: w - 2 * PAD, align })
        x += w
      })
      this.pdf.y = y + height
    }
    const headHeight = header === undefined ? 0 : rowHeight(header, true)
    const bodyTop = () => {
      if (header !== undefined) drawRow(header, true, headHeight)
    }
    const firstHeight = rows[0] === undefined ? 0 : rowHeight(rows[0], false)
    this.ensure(headHeight + Math.min(firstHeight, 200))
    bodyTop()
    for (const r of rows) {
      const h = rowHeight(r, false)
      if (this.pdf.y + h > this.bottom) {
        this.pdf.addPage()
        bodyTop()
      }
      drawRow(r, false, h)
    }
    this.pdf.x = MARGIN.left
    this.pdf.moveDown(0.8)
  }
  chart(drawing: Drawing, caption: string) {
    const scale = Math.min(1, this.width / drawing.width)
    const height = drawing.height * scale
    this.ensure(height + 24)
    const ox = MARGIN.left
    const oy = this.pdf.y
    const p = this.pdf
    for (const s of drawing.shapes) {
      switch (s.kind) {
        case "rect":
          p.rect(ox + s.x * scale, oy + s.y * scale, s.w * scale, s.h * scale)
          if (s.stroke) p.lineWidth(0.5).fillAndStroke(s.fill, s.stroke)
          else p.fillColor(s.fill).fill()
          break
        case "circle":
          p.circle(ox + s.cx * scale, oy + s.cy * scale, s.r * scale)
          if (s.stroke) p.lineWidth(0.5).fillAndStroke(s.fill, s.stroke)
          else p.fillColor(s.fill).fill()
          break
        case "polygon":
          p.polygon(...s.points.map(([x, y]) => [ox + x * scale, oy + y * scale] as [number, number]))
          if (s.stroke) p.lineWidth(1).fillAndStroke(s.fill, s.stroke)
          else p.fillColor(s.fill).fill()
          break
        case "line":
          p.moveTo(ox + s.x1 * scale, oy + s.y1 * scale).lineTo(ox + s.x2 * scale, oy + s.y2 * scale).lineWidth(s.width * scale)
          if (s.dashed) p.dash(2, { space: 2 })
          p.strokeColor(s.stroke).stroke()
          if (s.dashed) p.undash()
          break
        case "text": {
          const size = s.size * scale
          const text = this.fonts.safe(s.text)
          p.font(s.bold ? this.fonts.bold : this.fonts.regular).fontSize(size).fillColor(s.fill)
          const w = p.widthOfString(text)
          const x = ox + s.x * scale
          const y = oy + s.y * scale
          const dx = s.anchor === "middle" ? -w / 2 : s.anchor === "end" ? -w : 0
          p.save()
          if (s.rotate) p.rotate(s.rotate, { origin: [x, y] })
          p.text(text, x + dx, y - size * 0.8, { lineBreak: false })
          p.restore()
          break
        }
      }
    }
    p.y = oy + height + 4
    p.x = MARGIN.left
    p.font(this.fonts.italic).fontSize(8.5).fillColor(MUTED).text(this.fonts.safe(caption), MARGIN.left, p.y, { width: this.width })
    p.moveDown(0.8)
  }
  /** Roughly the height a block needs on the page where it starts: its first line, row or item, or a whole chart. */
  leadIn(blocks: ReadonlyArray<Block>, i: number): number {
    const b = blocks[i]
    if (b === undefined) return 0
    const line = BODY * 1.2
    switch (b._tag) {
      case "Heading":
        return this.headingHeight(b.level, b.text) + this.leadIn(blocks, i + 1)
      case "Paragraph":
        return line * 2
      case "List":
        return line * 2
      case "Table":
      case "KeyValue":
        return 2 * (CELL * 1.2 + 2 * PAD) + line
      case "Chart": {
        const d = chartImages(b.chart).drawing
        return d.height * Math.min(1, this.width / d.width) + 30
      }
      case "Callout":
        // a note just under a heading often introduces a chart: keep the three together
        return line * 2 + (blocks[i + 1]?._tag === "Chart" ? this.leadIn(blocks, i + 1) : 0)
      case "PageBreak":
        return 0
    }
  }
  blocks(blocks: ReadonlyArray<Block>) {
    blocks.forEach((b, i) => {
      // a heading never ends a page: it moves on with the start of what follows it
      if (b._tag === "Heading") this.ensure(this.leadIn(blocks, i))
      this.block(b)
    })
  }
  block(b: Block) {
    switch (b._tag) {
      case "Heading":
        return this.heading(b.level, b.text)
      case "Paragraph":
        return this.paragraph(b.inlines)
      case "List":
        return this.list(b.ordered, b.items)
      case "Table":
        return this.table(b.columns.map((c) => c.width), b.columns.map((c) => c.header), b.rows, b.columns.map((c) => c.align === "right"))
      case "KeyValue":
        return this.table([1, 3], undefined, b.entries.map((e) => [e.key, e.value]), [], true)
      case "Chart":
        return this.chart(chartImages(b.chart).drawing, b.caption)
      case "Callout":
        this.inlines([{ text: b.text, italic: true }], 0, BODY, b.tone === "missing" ? MUTED : ACCENT)
        this.pdf.moveDown(0.5)
        return
      case "PageBreak":
        this.pdf.addPage()
        return
    }
  }
}

/** Renders a PDF: A4, headings, wrapped tables with repeated header rows, vector charts, "Page n of m". */
/** `env` supplies PDF_CJK_FONT (pdf-font-set.ts). */
export const renderPdf = async (doc: ReportDocument, env: Readonly<Record<string, string | undefined>> = process.env): Promise<Uint8Array> => {
  const PDFDocument = await loadPdfKit()
  const fonts = await fontSetFor(JSON.stringify(doc), env)
  const safe = fonts.safe
  const created = new Date(doc.meta.generated_at)
  const pdf = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    info: {
      Title: safe(`${doc.title}: ${doc.projectName}`),
      Author: "Initpack",
      Subject: `Template ${doc.meta.template_version}; source hash ${doc.meta.source_hash}`,
      ...(Number.isNaN(created.getTime()) ? {} : { CreationDate: created })
    }
  })
  const chunks: Array<Uint8Array> = []
  pdf.on("data", (c: Uint8Array) => chunks.push(c))
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on("end", () => resolve())
    pdf.on("error", reject)
  })
  for (const [name, face] of fonts.faces) pdf.registerFont(name, face as unknown as Buffer)
  const w = new Writer(pdf, fonts)
  pdf.font(fonts.bold).fontSize(22).fillColor(ACCENT).text(safe(doc.title), MARGIN.left, MARGIN.top, { width: w.width })
  pdf.font(fonts.bold).fontSize(13).fillColor("#111827").text(safe(doc.projectName), { width: w.width })
  pdf.font(fonts.regular).fontSize(8).fillColor(MUTED).text(`Generated ${formatLongDate(doc.meta.generated_at)} · Template version ${doc.meta.template_version} · Source hash ${doc.meta.source_hash}`, { width: w.width })
  pdf.moveDown(1)
  w.blocks(doc.blocks)
  const range = pdf.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    pdf.switchToPage(i)
    const bottomMargin = pdf.page.margins.bottom
    pdf.page.margins.bottom = 0 // writing inside the margin must not add a page
    pdf.font(fonts.regular).fontSize(8).fillColor(MUTED)
    pdf.text(safe(`${doc.projectName} · ${doc.title}`), MARGIN.left, 30, { width: w.width, align: "right", lineBreak: false })
    pdf.text(`Page ${i + 1 - range.start} of ${range.count}`, MARGIN.left, pdf.page.height - 38, { width: w.width, align: "center", lineBreak: false })
    pdf.page.margins.bottom = bottomMargin
  }
  pdf.end()
  await ended
  const size = chunks.reduce((s, c) => s + c.length, 0)
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}

export const make: Effect.Effect<DocumentRenderer> = Effect.succeed({
  format: "pdf",
  render: (doc) =>
    Effect.tryPromise({
      try: () => renderPdf(doc),
      catch: (cause) => new RenderError({ format: "pdf", message: "Could not render the PDF.", cause })
    }).pipe(Effect.map((bytes) => ({ format: "pdf" as const, contentType: "application/pdf", extension: "pdf", bytes })))
})

export const layer = Layer.effect(PdfRenderer, make)
