// Most table cells are one line. pdfkit's text(text, x, y, { width }) builds a line wrapper (an event emitter
// and a Unicode line breaker) for each one, which a short-lived CLI process runs in the interpreter. For a
// cell known to fit on one line, this draws what the wrapper would: the same options, the same fragment at the
// same place, and the same position afterwards; a longer cell is drawn from the lines the wrapper made of it
// when it was measured (pdf-cell-height.ts), so it is not wrapped a second time. It relies on pdfkit internals
// (_initOptions, _fragment, _lineGap); pdf-one-line.test.ts compares its bytes with pdfkit's own.
import { LINE_BREAK_CHARS } from "./pdf-cell-height"

type Pdf = PDFKit.PDFDocument

interface TextInternals {
  _initOptions(x: number, y: number, options: Record<string, unknown>): Record<string, unknown>
  _fragment(text: string, x: number, y: number, options: Record<string, unknown>): void
  _lineGap?: number
  _textOptions?: unknown
}

const hasInternals = (pdf: unknown): pdf is TextInternals =>
  typeof (pdf as TextInternals)._initOptions === "function" && typeof (pdf as TextInternals)._fragment === "function"

// no line break, soft hyphen or white space at either end (the wrapper would change or drop them)
const PLAIN = new RegExp(`^\\S(?:[^${LINE_BREAK_CHARS}]*\\S)?$`)

/**
 * Draws `text` as pdf.text(text, x, y, { width, align }) does when its wrapper makes one line of it; false (and
 * nothing drawn) where that cannot be known to hold: other text, a line that would run past the page's bottom
 * margin (pdfkit would start a page), a continued text, or a pdfkit without these internals.
 */
export const drawOneLine = (pdf: Pdf, text: string, x: number, y: number, width: number, align: "left" | "right"): boolean =>
  PLAIN.test(text) && drawLines(pdf, [text], x, y, width, align)

/**
 * Draws the lines pdfkit's wrapper made of a text within `width` (wrappedCellLines) as pdf.text(text, x, y,
 * { width, align }) would: one fragment a line, a line height (and gap) apart. False, and nothing drawn, where
 * the wrapper would start a page (a line passing the bottom margin), for a continued text or a pdfkit without
 * these internals.
 */
export const drawLines = (pdf: Pdf, lines: ReadonlyArray<string>, x: number, y: number, width: number, align: "left" | "right"): boolean => {
  if (!hasInternals(pdf) || pdf._textOptions) return false
  // no text options are pending, so the gap is the document's own
  const step = pdf.currentLineHeight(true) + (pdf._lineGap || 0)
  if (y + lines.length * step > pdf.page.maxY() - 1) return false
  const options = pdf._initOptions(x, y, { width, align })
  // what the wrapper sets before each line: only the line's width matters to a left or right aligned fragment
  options["lineWidth"] = width
  let at = y
  for (const line of lines) {
    pdf._fragment(line, x, at, options)
    at += step
  }
  pdf.y = at
  pdf.x = x
  return true
}
