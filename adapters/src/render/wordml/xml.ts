// Small WordprocessingML writers: escaped text, runs and paragraphs as strings.

// Characters XML 1.0 does not allow (controls other than tab, newline, carriage return; U+FFFE/U+FFFF).
const INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

export const esc = (text: string): string =>
  text.replace(INVALID, "").replace(/[&<>"]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;"))

export interface RunStyle {
  readonly bold?: boolean
  readonly italic?: boolean
  readonly color?: string | undefined
  /** Half-points. */
  readonly size?: number
}

/** Run properties in schema order (b, i, color, sz); empty when the style adds nothing. */
export const runProps = (s: RunStyle): string => {
  const parts =
    (s.bold === true ? "<w:b/><w:bCs/>" : "") +
    (s.italic === true ? "<w:i/><w:iCs/>" : "") +
    (s.color !== undefined ? `<w:color w:val="${s.color}"/>` : "") +
    (s.size !== undefined ? `<w:sz w:val="${s.size}"/><w:szCs w:val="${s.size}"/>` : "")
  return parts === "" ? "" : `<w:rPr>${parts}</w:rPr>`
}

export const textRun = (text: string, style: RunStyle = {}): string => `<w:r>${runProps(style)}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`

/** A complex field (PAGE, NUMPAGES, TOC ...) as begin / instruction / separate / end runs. */
export const fieldRuns = (instruction: string, style: RunStyle = {}): string => {
  const rPr = runProps(style)
  return (
    `<w:r>${rPr}<w:fldChar w:fldCharType="begin"/></w:r>` +
    `<w:r>${rPr}<w:instrText xml:space="preserve">${esc(instruction)}</w:instrText></w:r>` +
    `<w:r>${rPr}<w:fldChar w:fldCharType="separate"/></w:r>` +
    `<w:r>${rPr}<w:fldChar w:fldCharType="end"/></w:r>`
  )
}

/** A paragraph; props are pPr children already in schema order. */
export const paragraph = (props: string, content: string): string => `<w:p>${props === "" ? "" : `<w:pPr>${props}</w:pPr>`}${content}</w:p>`

export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

export const NS = {
  w: "http://schemas.openxmlformats.org/wordprocessingml/2006/main",
  r: "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
  wp: "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing",
  a: "http://schemas.openxmlformats.org/drawingml/2006/main",
  pic: "http://schemas.openxmlformats.org/drawingml/2006/picture",
  asvg: "http://schemas.microsoft.com/office/drawing/2016/SVG/main",
  rel: "http://schemas.openxmlformats.org/package/2006/relationships",
  officeRel: "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
} as const
