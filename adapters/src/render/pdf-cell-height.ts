// Table cells are measured before they are drawn (a row is as high as its tallest cell), with pdfkit's public
// heightOfString. Column widths need each cell's widest word; cells recur across rows and documents, so that
// width is remembered per font, size and text.
import { inputCache } from "../input-caches"

type Pdf = PDFKit.PDFDocument

// font name, size and text -> width of its widest word
const widestWords = inputCache<string, number>()
const LIMIT = 20_000

/** pdfkit's heightOfString(text, { width }) in `font` at `size`; leaves that font set. */
export const cellHeight = (pdf: Pdf, text: string, font: string, size: number, width: number): number =>
  pdf.font(font).fontSize(size).heightOfString(text, { width })

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
