import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  HeightRule,
  ImageRun,
  LevelFormat,
  Packer,
  PageBreak,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableOfContents,
  TableRow,
  TextRun,
  WidthType,
  type FileChild
} from "docx"
import type { Block, Inline, ReportDocument } from "@initpack/core/document/model"
import { DocxRenderer, RenderError, type DocumentRenderer } from "@initpack/core/ports/document-renderer"
import { chartImages } from "./charts/chart-images"

// A4 with 2 cm margins: text width in twips (1/1440 inch) and in pixels for images.
const TEXT_WIDTH_TWIPS = 9638
const TEXT_WIDTH_PX = 640
const ORDERED = "initpack-ordered"
const ACCENT = "1F3A5F"
const LINE = "D1D5DB"

const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3] as const

// Only the formatting that differs from the style is written: a pack has hundreds of table cells, and
// docx's time grows with the number of XML elements.
const runs = (inlines: ReadonlyArray<Inline>): Array<TextRun> =>
  inlines.map((i) => new TextRun({ text: i.text, ...(i.bold === true ? { bold: true } : {}), ...(i.italic === true ? { italics: true } : {}) }))

// Table text is 9 pt with no spacing, from the TABLE_TEXT paragraph style.
const TABLE_TEXT = "TableText"
const CELL_MARGINS = { top: 40, bottom: 40, left: 80, right: 80 }
const SIGNATURE_ROW = { value: 600, rule: HeightRule.ATLEAST }

const cellParagraphs = (text: string, bold: boolean, right: boolean): Array<Paragraph> =>
  (text === "" ? [""] : text.split("\n")).map(
    (line) =>
      new Paragraph({
        style: TABLE_TEXT,
        ...(right ? { alignment: AlignmentType.RIGHT } : {}),
        children: [new TextRun(bold ? { text: line, bold: true } : line)]
      })
  )

const border = { style: BorderStyle.SINGLE, size: 4, color: LINE }
const borders = { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border }

const gridTable = (widths: ReadonlyArray<number>, header: ReadonlyArray<string> | undefined, rows: ReadonlyArray<ReadonlyArray<string>>, right: ReadonlyArray<boolean>, boldFirst = false): Table => {
  const total = widths.reduce((s, w) => s + w, 0) || 1
  const twips = widths.map((w) => Math.round((w / total) * TEXT_WIDTH_TWIPS))
  // cell widths come from columnWidths (docx gives each cell its column's width)
  const cell = (text: string, i: number, head: boolean) =>
    new TableCell({
      ...(head ? { shading: { type: ShadingType.CLEAR, fill: "EEF2F7", color: "auto" } } : {}),
      children: cellParagraphs(text, head || (boldFirst && i === 0), right[i] === true)
    })
  // a sign-off table leaves room to sign
  const signing = header?.some((h) => /^signature$/i.test(h)) === true
  return new Table({
    width: { size: TEXT_WIDTH_TWIPS, type: WidthType.DXA },
    columnWidths: twips,
    margins: CELL_MARGINS,
    borders,
    rows: [
      ...(header === undefined ? [] : [new TableRow({ tableHeader: true, cantSplit: true, children: header.map((h, i) => cell(h, i, true)) })]),
      ...rows.map((r) => new TableRow({ cantSplit: true, ...(signing ? { height: SIGNATURE_ROW } : {}), children: widths.map((_, i) => cell(r[i] ?? "", i, false)) }))
    ]
  })
}

const blockChildren = (b: Block, nextList: () => number): Array<FileChild> => {
  switch (b._tag) {
    case "Heading":
      return [new Paragraph({ heading: HEADINGS[b.level - 1], children: [new TextRun(b.text)] })]
    case "Paragraph":
      return [new Paragraph({ children: runs(b.inlines), spacing: { after: 120 } })]
    case "List": {
      const instance = nextList()
      return b.items.map((item) =>
        b.ordered
          ? new Paragraph({ numbering: { reference: ORDERED, level: 0, instance }, children: runs(item) })
          : new Paragraph({ bullet: { level: 0 }, children: runs(item) })
      )
    }
    case "Table":
      return [
        gridTable(b.columns.map((c) => c.width), b.columns.map((c) => c.header), b.rows, b.columns.map((c) => c.align === "right")),
        new Paragraph({ children: [] })
      ]
    case "KeyValue":
      return [gridTable([1, 3], undefined, b.entries.map((e) => [e.key, e.value]), [], true), new Paragraph({ children: [] })]
    case "Chart": {
      const images = chartImages(b.chart)
      const drawing = images.drawing
      const scale = Math.min(1, TEXT_WIDTH_PX / drawing.width)
      const size = { width: Math.round(drawing.width * scale), height: Math.round(drawing.height * scale) }
      return [
        new Paragraph({
          keepNext: true,
          children: [
            new ImageRun({
              type: "svg",
              data: images.svgBytes,
              fallback: { type: "png", data: images.png() },
              transformation: size,
              altText: { name: b.caption, description: drawing.title, title: b.caption }
            })
          ]
        }),
        new Paragraph({ children: [new TextRun({ text: b.caption, italics: true, size: 18, color: "6B7280" })] })
      ]
    }
    case "Callout":
      return [
        new Paragraph({
          shading: b.tone === "missing" ? undefined : { type: ShadingType.CLEAR, fill: b.tone === "warning" ? "FFFBEB" : "F1F5F9", color: "auto" },
          children: [new TextRun({ text: b.text, italics: true, color: b.tone === "missing" ? "6B7280" : undefined })]
        })
      ]
    case "PageBreak":
      return [new Paragraph({ children: [new PageBreak()] })]
  }
}

/** Builds the docx object model (exported for tests that inspect it). */
export const docxDocument = (doc: ReportDocument): Document => {
  let lists = 0
  const body = doc.blocks.flatMap((b) => blockChildren(b, () => ++lists))
  return new Document({
    creator: "Initpack",
    title: `${doc.title}: ${doc.projectName}`,
    description: `Template ${doc.meta.template_version}; source hash ${doc.meta.source_hash}`,
    features: { updateFields: true },
    styles: {
      default: {
        document: { run: { font: "Calibri", size: 21 } },
        heading1: { run: { color: ACCENT, size: 30, bold: true }, paragraph: { spacing: { before: 320, after: 120 }, keepNext: true } },
        heading2: { run: { color: ACCENT, size: 25, bold: true }, paragraph: { spacing: { before: 240, after: 80 }, keepNext: true } },
        heading3: { run: { size: 22, bold: true }, paragraph: { spacing: { before: 200, after: 60 }, keepNext: true } },
        title: { run: { color: ACCENT, size: 44, bold: true } }
      },
      paragraphStyles: [{ id: TABLE_TEXT, name: "Table Text", basedOn: "Normal", run: { size: 18 }, paragraph: { spacing: { before: 0, after: 0 } } }]
    },
    numbering: {
      config: [{ reference: ORDERED, levels: [{ level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.START, style: { paragraph: { indent: { left: 720, hanging: 360 } } } }] }]
    },
    sections: [
      {
        properties: { page: { size: { width: 11906, height: 16838 }, margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        headers: {
          default: new Header({ children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: `${doc.projectName} · ${doc.title}`, size: 16, color: "6B7280" })] })] })
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES], size: 16, color: "6B7280" })]
              })
            ]
          })
        },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(doc.title)] }),
          new Paragraph({ children: [new TextRun({ text: doc.projectName, bold: true, size: 28 })] }),
          new Paragraph({
            spacing: { after: 240 },
            children: [new TextRun({ text: `Generated ${doc.meta.generated_at} · Template version ${doc.meta.template_version} · Source hash ${doc.meta.source_hash}`, size: 16, color: "6B7280" })]
          }),
          new TableOfContents("Contents", { hyperlink: true, headingStyleRange: "1-3" }),
          ...body
        ]
      }
    ]
  })
}

export const renderDocx = (doc: ReportDocument): Promise<Uint8Array> => Packer.toBuffer(docxDocument(doc)).then((b) => new Uint8Array(b))

export const make: Effect.Effect<DocumentRenderer> = Effect.succeed({
  format: "docx",
  render: (doc) =>
    Effect.tryPromise({
      try: () => renderDocx(doc),
      catch: (cause) => new RenderError({ format: "docx", message: "Could not render the Word document.", cause })
    }).pipe(
      Effect.map((bytes) => ({
        format: "docx" as const,
        contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        extension: "docx",
        bytes
      }))
    )
})

export const layer = Layer.effect(DocxRenderer, make)
