// document.xml of a report: title block, any front matter, a table of contents filled from the headings, the blocks, and
// the A4 section with its header and footer. Charts go in as SVG images with a PNG fallback.
import type { Block, Inline, ReportDocument } from "@initpack/core/document/model"
import { formatLongDate } from "@initpack/core/document/format"
import { chartImages } from "../charts/chart-images"
import { BULLET_NUM_ID, FOOTER_REL, HEADER_REL, MUTED, TABLE_TEXT } from "./package-parts"
import { esc, NS, paragraph, textRun } from "./xml"

// A4 with 2 cm margins: text width in twips (1/1440 inch) and in pixels for images.
const TEXT_WIDTH_TWIPS = 9638
const TEXT_WIDTH_PX = 640
const EMU_PER_PX = 9525
const LINE = "D1D5DB"
const HEADER_FILL = "EEF2F7"
const CELL_MARGIN = '<w:tblCellMar><w:top w:w="40" w:type="dxa"/><w:left w:w="80" w:type="dxa"/><w:bottom w:w="40" w:type="dxa"/><w:right w:w="80" w:type="dxa"/></w:tblCellMar>'
const BORDERS =
  "<w:tblBorders>" +
  ["top", "left", "bottom", "right", "insideH", "insideV"].map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="${LINE}"/>`).join("") +
  "</w:tblBorders>"
const EMPTY_PARAGRAPH = "<w:p/>"

export interface MediaFile {
  readonly relId: string
  readonly name: string
  readonly bytes: Uint8Array
}

export interface DocumentBody {
  readonly xml: string
  readonly media: ReadonlyArray<MediaFile>
  readonly orderedLists: number
}

const runs = (inlines: ReadonlyArray<Inline>): string => inlines.map((i) => textRun(i.text, { bold: i.bold === true, italic: i.italic === true })).join("")

const cellParagraphs = (text: string, bold: boolean, right: boolean): string =>
  (text === "" ? [""] : text.split("\n"))
    .map((line) => paragraph(`<w:pStyle w:val="${TABLE_TEXT}"/>${right ? '<w:jc w:val="right"/>' : ""}`, line === "" ? "" : textRun(line, { bold })))
    .join("")

// Only what differs from the Table Text style is written per cell: a pack has hundreds of them.
const gridTable = (widths: ReadonlyArray<number>, header: ReadonlyArray<string> | undefined, rows: ReadonlyArray<ReadonlyArray<string>>, right: ReadonlyArray<boolean>, boldFirst = false): string => {
  const total = widths.reduce((s, w) => s + w, 0) || 1
  const twips = widths.map((w) => Math.round((w / total) * TEXT_WIDTH_TWIPS))
  const cell = (text: string, i: number, head: boolean) =>
    `<w:tc><w:tcPr><w:tcW w:w="${twips[i]}" w:type="dxa"/>${head ? `<w:shd w:val="clear" w:color="auto" w:fill="${HEADER_FILL}"/>` : ""}</w:tcPr>${cellParagraphs(text, head || (boldFirst && i === 0), right[i] === true)}</w:tc>`
  // a sign-off table leaves room to sign
  const signing = header?.some((h) => /^signature$/i.test(h)) === true
  const rowProps = `<w:trPr><w:cantSplit/>${signing ? '<w:trHeight w:val="600" w:hRule="atLeast"/>' : ""}</w:trPr>`
  return (
    `<w:tbl><w:tblPr><w:tblW w:w="${TEXT_WIDTH_TWIPS}" w:type="dxa"/>${BORDERS}<w:tblLayout w:type="fixed"/>${CELL_MARGIN}<w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="0" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr>` +
    `<w:tblGrid>${twips.map((t) => `<w:gridCol w:w="${t}"/>`).join("")}</w:tblGrid>` +
    (header === undefined ? "" : `<w:tr><w:trPr><w:cantSplit/><w:tblHeader/></w:trPr>${header.map((h, i) => cell(h, i, true)).join("")}</w:tr>`) +
    rows.map((r) => `<w:tr>${rowProps}${widths.map((_, i) => cell(r[i] ?? "", i, false)).join("")}</w:tr>`).join("") +
    "</w:tbl>"
  )
}

interface Counters {
  bookmarks: number
  orderedLists: number
  images: number
  readonly media: Array<MediaFile>
  readonly toc: Array<{ readonly level: number; readonly text: string; readonly anchor: string }>
}

const image = (c: Counters, svg: Uint8Array, png: Uint8Array, width: number, height: number, name: string, description: string): string => {
  const n = ++c.images
  const svgRel = `rId${8 + 2 * n}`
  const pngRel = `rId${9 + 2 * n}`
  c.media.push({ relId: svgRel, name: `image${n}.svg`, bytes: svg }, { relId: pngRel, name: `image${n}.png`, bytes: png })
  const cx = width * EMU_PER_PX
  const cy = height * EMU_PER_PX
  return (
    `<w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="${cx}" cy="${cy}"/><wp:effectExtent l="0" t="0" r="0" b="0"/>` +
    `<wp:docPr id="${n}" name="${esc(name)}" descr="${esc(description)}" title="${esc(name)}"/>` +
    `<wp:cNvGraphicFramePr><a:graphicFrameLocks xmlns:a="${NS.a}" noChangeAspect="1"/></wp:cNvGraphicFramePr>` +
    `<a:graphic xmlns:a="${NS.a}"><a:graphicData uri="${NS.pic}"><pic:pic xmlns:pic="${NS.pic}">` +
    `<pic:nvPicPr><pic:cNvPr id="${n}" name="image${n}.png" descr="${esc(description)}"/><pic:cNvPicPr><a:picLocks noChangeAspect="1"/></pic:cNvPicPr></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:embed="${pngRel}"><a:extLst><a:ext uri="{96DAC541-7B7A-43D3-8B79-37D633B846F1}"><asvg:svgBlip xmlns:asvg="${NS.asvg}" r:embed="${svgRel}"/></a:ext></a:extLst></a:blip><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
    `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr>` +
    "</pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>"
  )
}

const block = (b: Block, c: Counters): string => {
  switch (b._tag) {
    case "Heading": {
      const id = ++c.bookmarks
      const anchor = `_Toc${id}`
      c.toc.push({ level: b.level, text: b.text, anchor })
      return paragraph(`<w:pStyle w:val="Heading${b.level}"/>`, `<w:bookmarkStart w:id="${id}" w:name="${anchor}"/>${textRun(b.text)}<w:bookmarkEnd w:id="${id}"/>`)
    }
    case "Paragraph":
      return paragraph('<w:spacing w:after="120"/>', runs(b.inlines))
    case "List": {
      const numId = b.ordered ? BULLET_NUM_ID + ++c.orderedLists : BULLET_NUM_ID
      const props = `<w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="${numId}"/></w:numPr>`
      return b.items.map((item) => paragraph(props, runs(item))).join("")
    }
    case "Table":
      return gridTable(b.columns.map((col) => col.width), b.columns.map((col) => col.header), b.rows, b.columns.map((col) => col.align === "right")) + EMPTY_PARAGRAPH
    case "KeyValue":
      return gridTable([1, 3], undefined, b.entries.map((e) => [e.key, e.value]), [], true) + EMPTY_PARAGRAPH
    case "Chart": {
      const images = chartImages(b.chart)
      const drawing = images.drawing
      const scale = Math.min(1, TEXT_WIDTH_PX / drawing.width)
      const picture = image(c, images.svgBytes, images.png(), Math.round(drawing.width * scale), Math.round(drawing.height * scale), b.caption, drawing.title)
      return paragraph("<w:keepNext/>", picture) + paragraph("", textRun(b.caption, { italic: true, size: 18, color: MUTED }))
    }
    case "Callout": {
      const shade = b.tone === "missing" ? "" : `<w:shd w:val="clear" w:color="auto" w:fill="${b.tone === "warning" ? "FFFBEB" : "F1F5F9"}"/>`
      return paragraph(shade, textRun(b.text, { italic: true, color: b.tone === "missing" ? MUTED : undefined }))
    }
    case "PageBreak":
      return '<w:p><w:r><w:br w:type="page"/></w:r></w:p>'
  }
}

// The table of contents as Word writes it: a TOC field whose result lists the headings, linked to their
// bookmarks; page numbers are filled when Word updates the fields on opening (settings: updateFields).
const tableOfContents = (entries: Counters["toc"]): string => {
  const begin = '<w:r><w:fldChar w:fldCharType="begin" w:dirty="true"/><w:instrText xml:space="preserve">TOC \\h \\o &quot;1-3&quot; \\z \\u</w:instrText><w:fldChar w:fldCharType="separate"/></w:r>'
  const tabs = `<w:tabs><w:tab w:val="right" w:leader="dot" w:pos="${TEXT_WIDTH_TWIPS}"/></w:tabs>`
  const lines = entries.map(
    (e, i) =>
      paragraph(
        `<w:pStyle w:val="TOC${e.level}"/>${tabs}`,
        (i === 0 ? begin : "") +
          `<w:hyperlink w:anchor="${e.anchor}" w:history="1">${textRun(e.text)}<w:r><w:tab/></w:r>` +
          `<w:r><w:fldChar w:fldCharType="begin"/><w:instrText xml:space="preserve">PAGEREF ${e.anchor} \\h</w:instrText><w:fldChar w:fldCharType="separate"/><w:fldChar w:fldCharType="end"/></w:r></w:hyperlink>`
      )
  )
  const body = lines.length === 0 ? [paragraph("", begin)] : lines
  return (
    '<w:sdt><w:sdtPr><w:alias w:val="Contents"/><w:docPartObj><w:docPartGallery w:val="Table of Contents"/><w:docPartUnique/></w:docPartObj></w:sdtPr><w:sdtContent>' +
    body.join("") +
    '<w:p><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p></w:sdtContent></w:sdt>'
  )
}

const SECTION =
  `<w:sectPr><w:headerReference w:type="default" r:id="${HEADER_REL}"/><w:footerReference w:type="default" r:id="${FOOTER_REL}"/>` +
  '<w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/><w:cols w:space="708"/><w:docGrid w:linePitch="360"/></w:sectPr>'

export const documentBody = (doc: ReportDocument): DocumentBody => {
  const c: Counters = { bookmarks: 0, orderedLists: 0, images: 0, media: [], toc: [] }
  // the front matter (an approval page) is read before the contents, so its headings are not listed in them
  const front = doc.frontMatter ?? 0
  const frontXml = doc.blocks.slice(0, front).map((b) => block(b, c)).join("")
  c.toc.length = 0
  const blocks = doc.blocks.slice(front).map((b) => block(b, c)).join("")
  const title =
    paragraph('<w:pStyle w:val="Title"/>', textRun(doc.title)) +
    paragraph("", textRun(doc.projectName, { bold: true, size: 28 })) +
    paragraph(
      '<w:spacing w:after="240"/>',
      textRun(`Generated ${formatLongDate(doc.meta.generated_at)} · Template version ${doc.meta.template_version} · Source hash ${doc.meta.source_hash}`, { size: 16, color: MUTED })
    )
  const xml =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${NS.w}" xmlns:r="${NS.r}" xmlns:wp="${NS.wp}"><w:body>` +
    title +
    frontXml +
    tableOfContents(c.toc) +
    blocks +
    SECTION +
    "</w:body></w:document>"
  return { xml, media: c.media, orderedLists: c.orderedLists }
}
