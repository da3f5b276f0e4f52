// The fixed parts of the DOCX package: content types, relationships, styles, numbering, settings,
// header, footer and document properties.
import { esc, fieldRuns, NS, paragraph, textRun, XML_HEAD } from "./xml"

export const ACCENT = "1F3A5F"
export const MUTED = "6B7280"
/** Paragraph style of table cells: 9 pt, no spacing. */
export const TABLE_TEXT = "TableText"
export const BULLET_NUM_ID = 1
/** Ordered lists each take their own w:num (numbered from 1) on this abstract definition. */
export const ORDERED_ABSTRACT_ID = 2

const W = `xmlns:w="${NS.w}" xmlns:r="${NS.r}"`

export interface MediaPart {
  readonly relId: string
  readonly name: string
}

export const contentTypes = (): string =>
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Default Extension="png" ContentType="image/png"/>' +
  '<Default Extension="svg" ContentType="image/svg+xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
  '<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/>' +
  '<Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/>' +
  '<Override PartName="/word/header1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml"/>' +
  '<Override PartName="/word/footer1.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.footer+xml"/>' +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
  "</Types>"

const rel = (id: string, type: string, target: string) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`

export const packageRels = (): string =>
  `${XML_HEAD}<Relationships xmlns="${NS.rel}">` +
  rel("rId1", `${NS.officeRel}/officeDocument`, "word/document.xml") +
  rel("rId2", "http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties", "docProps/core.xml") +
  rel("rId3", `${NS.officeRel}/extended-properties`, "docProps/app.xml") +
  "</Relationships>"

/** Relationship ids of the document part; media take rId10 upwards. */
export const HEADER_REL = "rId4"
export const FOOTER_REL = "rId5"

export const documentRels = (media: ReadonlyArray<MediaPart>): string =>
  `${XML_HEAD}<Relationships xmlns="${NS.rel}">` +
  rel("rId1", `${NS.officeRel}/styles`, "styles.xml") +
  rel("rId2", `${NS.officeRel}/numbering`, "numbering.xml") +
  rel("rId3", `${NS.officeRel}/settings`, "settings.xml") +
  rel(HEADER_REL, `${NS.officeRel}/header`, "header1.xml") +
  rel(FOOTER_REL, `${NS.officeRel}/footer`, "footer1.xml") +
  media.map((m) => rel(m.relId, `${NS.officeRel}/image`, `media/${m.name}`)).join("") +
  "</Relationships>"

const paragraphStyle = (id: string, name: string, body: string, extra = "") =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/>${extra}<w:qFormat/>${body}</w:style>`

const heading = (level: number, before: number, after: number, color: string | undefined, size: number) =>
  paragraphStyle(
    `Heading${level}`,
    `heading ${level}`,
    `<w:pPr><w:keepNext/><w:spacing w:before="${before}" w:after="${after}"/><w:outlineLvl w:val="${level - 1}"/></w:pPr>` +
      `<w:rPr><w:b/><w:bCs/>${color === undefined ? "" : `<w:color w:val="${color}"/>`}<w:sz w:val="${size}"/><w:szCs w:val="${size}"/></w:rPr>`,
    '<w:uiPriority w:val="9"/>'
  )

const tocStyle = (level: number) =>
  `<w:style w:type="paragraph" w:styleId="TOC${level}"><w:name w:val="toc ${level}"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:uiPriority w:val="39"/><w:unhideWhenUsed/>` +
  `<w:pPr><w:spacing w:after="100"/>${level > 1 ? `<w:ind w:left="${(level - 1) * 210}"/>` : ""}</w:pPr></w:style>`

export const styles = (): string =>
  `${XML_HEAD}<w:styles ${W}>` +
  '<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:eastAsia="Calibri" w:cs="Calibri"/><w:sz w:val="21"/><w:szCs w:val="21"/></w:rPr></w:rPrDefault><w:pPrDefault/></w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>' +
  '<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/><w:unhideWhenUsed/></w:style>' +
  '<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:uiPriority w:val="99"/><w:semiHidden/><w:unhideWhenUsed/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>' +
  paragraphStyle("Title", "Title", `<w:rPr><w:b/><w:bCs/><w:color w:val="${ACCENT}"/><w:sz w:val="44"/><w:szCs w:val="44"/></w:rPr>`, '<w:uiPriority w:val="10"/>') +
  heading(1, 320, 120, ACCENT, 30) +
  heading(2, 240, 80, ACCENT, 25) +
  heading(3, 200, 60, undefined, 22) +
  '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:uiPriority w:val="34"/><w:qFormat/><w:pPr><w:ind w:left="720"/><w:contextualSpacing/></w:pPr></w:style>' +
  `<w:style w:type="paragraph" w:styleId="${TABLE_TEXT}"><w:name w:val="Table Text"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:spacing w:before="0" w:after="0"/></w:pPr><w:rPr><w:sz w:val="18"/><w:szCs w:val="18"/></w:rPr></w:style>` +
  '<w:style w:type="paragraph" w:styleId="TOCHeading"><w:name w:val="TOC Heading"/><w:basedOn w:val="Heading1"/><w:next w:val="Normal"/><w:uiPriority w:val="39"/><w:unhideWhenUsed/><w:qFormat/><w:pPr><w:outlineLvl w:val="9"/></w:pPr></w:style>' +
  tocStyle(1) +
  tocStyle(2) +
  tocStyle(3) +
  '<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="99"/><w:unhideWhenUsed/><w:rPr><w:color w:val="0563C1"/><w:u w:val="single"/></w:rPr></w:style>' +
  "</w:styles>"

const level = (format: "bullet" | "decimal", text: string, ilvl = 0) =>
  `<w:lvl w:ilvl="${ilvl}"><w:start w:val="1"/><w:numFmt w:val="${format}"/><w:lvlText w:val="${text}"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="${720 * (ilvl + 1)}" w:hanging="360"/></w:pPr>` +
  (format === "bullet" ? '<w:rPr><w:rFonts w:ascii="Symbol" w:hAnsi="Symbol" w:hint="default"/></w:rPr>' : "") +
  "</w:lvl>"

/** One bullet list definition (num 1) and one ordered w:num per ordered list, each restarting at 1. */
export const numbering = (orderedLists: number): string =>
  `${XML_HEAD}<w:numbering ${W}>` +
  `<w:abstractNum w:abstractNumId="1"><w:multiLevelType w:val="hybridMultilevel"/>${level("bullet", "\uF0B7")}</w:abstractNum>` +
  `<w:abstractNum w:abstractNumId="${ORDERED_ABSTRACT_ID}"><w:multiLevelType w:val="hybridMultilevel"/>${level("decimal", "%1.")}</w:abstractNum>` +
  `<w:num w:numId="${BULLET_NUM_ID}"><w:abstractNumId w:val="1"/></w:num>` +
  Array.from(
    { length: orderedLists },
    (_, i) => `<w:num w:numId="${BULLET_NUM_ID + 1 + i}"><w:abstractNumId w:val="${ORDERED_ABSTRACT_ID}"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>`
  ).join("") +
  "</w:numbering>"

/** updateFields: Word fills the table of contents' page numbers and the page count on opening. */
export const settings = (): string =>
  `${XML_HEAD}<w:settings ${W}><w:defaultTabStop w:val="720"/><w:characterSpacingControl w:val="doNotCompress"/><w:updateFields w:val="true"/>` +
  '<w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat></w:settings>'

const SMALL = { size: 16, color: MUTED } as const

export const header = (text: string): string => `${XML_HEAD}<w:hdr ${W}>${paragraph('<w:jc w:val="right"/>', textRun(text, SMALL))}</w:hdr>`

export const footer = (): string =>
  `${XML_HEAD}<w:ftr ${W}>${paragraph('<w:jc w:val="center"/>', textRun("Page ", SMALL) + fieldRuns("PAGE", SMALL) + textRun(" of ", SMALL) + fieldRuns("NUMPAGES", SMALL))}</w:ftr>`

export interface CoreProperties {
  readonly title: string
  readonly description: string
  /** ISO date-time; omitted when not one, so the same report always gives the same bytes. */
  readonly created: string
}

export const coreProperties = (p: CoreProperties): string => {
  const date = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(p.created) ? p.created.replace(/\.\d+Z$/, "Z") : undefined
  return (
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:title>${esc(p.title)}</dc:title><dc:creator>Initpack</dc:creator><dc:description>${esc(p.description)}</dc:description>` +
    (date === undefined ? "" : `<dcterms:created xsi:type="dcterms:W3CDTF">${date}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${date}</dcterms:modified>`) +
    "</cp:coreProperties>"
  )
}

export const appProperties = (): string =>
  `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>Initpack</Application></Properties>`
