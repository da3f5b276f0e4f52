// Table cells are measured before they are drawn (a row is as high as its tallest cell). pdfkit's
// heightOfString runs its line wrapper over the text; cells recur across rows and documents, and most fit on
// one line, so each cell's line count is remembered, and a cell that clearly fits is one line without the wrapper.
// Column widths need each cell's widest word, remembered the same way.
import { inputCache } from "../input-caches"
import type { FontSet } from "./pdf-font-set"

type Pdf = PDFKit.PDFDocument

// font name, size, width and text -> 1 for a cell known to fit on one line, else the lines pdfkit's wrapper
// makes of it (drawn from these, the cell is wrapped once); a font name means the same metrics in every document
const cellLineCache = inputCache<string, 1 | ReadonlyArray<string>>()
// font name, size and text -> width of its widest word
const widestWords = inputCache<string, number>()
const LIMIT = 20_000
/** Characters at which pdfkit's line wrapper must break (or may, with a hyphen: the soft hyphen). */
export const LINE_BREAK_CHARS = "\\n\\r\\u000b\\u000c\\u0085\\u2028\\u2029\\u00ad"
const LINE_BREAKS = new RegExp(`[${LINE_BREAK_CHARS}]`)

/**
 * True when the wrapper will put `text` on one line. The wrapper measures word by word, without the kerning
 * between a space and the next word's first letter that the whole string's width includes (at most 0.09 em in
 * the standard fonts' metrics): 0.1 em per space covers it. Embedded fonts always take the wrapper.
 */
export const fitsOneLine = (pdf: Pdf, fonts: FontSet, text: string, size: number, width: number): boolean => {
  if (fonts.faces.length > 0 || LINE_BREAKS.test(text)) return false
  const spaces = text.split(" ").length - 1
  return pdf.widthOfString(text) + (spaces + 1) * 0.1 * size <= width
}

interface WrapInternals {
  _initOptions(options: Record<string, unknown>): Record<string, unknown>
  _text(text: string, x: number, y: number, options: Record<string, unknown>, lineCallback: (line: string) => void): void
  _lineGap?: number
}

/**
 * The lines pdfkit's wrapper makes of `text` within `width`, caught as heightOfString runs it (the same options,
 * no page end), so a cell measured this way is drawn from them without wrapping it again.
 */
const wrapLines = (pdf: Pdf, text: string, width: number): ReadonlyArray<string> => {
  const internals = pdf as unknown as WrapInternals
  const { x, y } = pdf
  const options = internals._initOptions({ width })
  options["height"] = Infinity
  const lineGap = (options["lineGap"] as number | undefined) || internals._lineGap || 0
  const lines: Array<string> = []
  internals._text(text, pdf.x, pdf.y, options, (line) => {
    lines.push(line)
    pdf.y += pdf.currentLineHeight(true) + lineGap
  })
  pdf.x = x
  pdf.y = y
  return Object.freeze(lines)
}

/** 1 for a cell known to fit on one line, else the lines pdfkit's wrapper makes of it; leaves the cell's font set. */
const cellLinesOf = (pdf: Pdf, fonts: FontSet, text: string, font: string, size: number, width: number): 1 | ReadonlyArray<string> => {
  pdf.font(font).fontSize(size)
  const key = `${font}\u0000${size}\u0000${width}\u0000${text}`
  let lines = cellLineCache.get(key)
  if (lines === undefined) {
    lines = fitsOneLine(pdf, fonts, text, size, width) ? 1 : wrapLines(pdf, text, width)
    if (cellLineCache.size >= LIMIT) cellLineCache.clear()
    cellLineCache.set(key, lines)
  }
  return lines
}

/** How many lines pdfkit's wrapper gives `text` in `font` at `size` within `width`; leaves that font set. */
export const cellLines = (pdf: Pdf, fonts: FontSet, text: string, font: string, size: number, width: number): number => {
  const lines = cellLinesOf(pdf, fonts, text, font, size, width)
  return lines === 1 ? 1 : lines.length
}

/** The lines the wrapper makes of a cell that is not known to fit on one line (undefined for one that is); leaves its font set. */
export const wrappedCellLines = (pdf: Pdf, fonts: FontSet, text: string, font: string, size: number, width: number): ReadonlyArray<string> | undefined => {
  const lines = cellLinesOf(pdf, fonts, text, font, size, width)
  return lines === 1 ? undefined : lines
}

/**
 * pdfkit's heightOfString(text, { width }) in `font` at `size`, to the last bit: pdfkit adds a line height to
 * the current y once per line and subtracts the y it started from, and so does this.
 */
export const cellHeight = (pdf: Pdf, fonts: FontSet, text: string, font: string, size: number, width: number): number => {
  const lines = cellLines(pdf, fonts, text, font, size, width)
  const line = pdf.currentLineHeight(true) + ((pdf as unknown as { _lineGap?: number })._lineGap ?? 0)
  let y = pdf.y
  for (let i = 0; i < lines; i++) y += line
  return y - pdf.y
}

/** The width of the widest word of `text` (split at white space) in `font` at `size`; 0 for none. */
export const widestWord = (pdf: Pdf, text: string, font: string, size: number): number => {
  const key = `${font}\u0000${size}\u0000${text}`
  let widest = widestWords.get(key)
  if (widest === undefined) {
    pdf.font(font).fontSize(size)
    widest = 0
    for (const word of text.split(/\s+/)) if (word !== "") widest = Math.max(widest, pdf.widthOfString(word))
    if (widestWords.size >= LIMIT) widestWords.clear()
    widestWords.set(key, widest)
  }
  return widest
}
