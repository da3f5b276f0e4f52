// pdfkit parses a standard font's AFM metrics (glyph widths and about 2,700 kerning pairs) into a new
// object for every PDFDocument, and looks kerning up by building a string key per glyph pair. The
// metrics never change, so this module keeps one parsed copy per font for the process, with a nested-Map
// kerning lookup and caches of word widths and encoded lines, and gives each new document a light font
// object that shares it. It relies on pdfkit internals (`_fontFamilies`, `_fontCount`, StandardFont's
// fields); when they are not there, it does nothing and pdfkit loads its fonts the usual way.
import { inputCache } from "../input-caches"

type Pdf = PDFKit.PDFDocument

interface AfmMetrics {
  kernPairs: Record<string, number>
  getKernPair(left: string, right: string | undefined): number
}

interface StandardFontLike {
  name: string
  id: string | undefined
  document: unknown
  dictionary: unknown
  embedded: boolean
  font: AfmMetrics
  widthOfString(text: string, size: number, features?: unknown): number
  encode(text: string, features?: unknown): Encoded
}

/** What StandardFont.encode returns: hex codes and glyph positions; pdfkit's _fragment only reads them. */
type Encoded = [ReadonlyArray<string>, ReadonlyArray<Readonly<Record<string, number>>>]

interface PdfInternals {
  _fontFamilies?: Record<string, StandardFontLike>
  _fontCount?: number
  _font?: StandardFontLike | null
}

const WIDTH_CACHE_LIMIT = 50_000
// a line holds a position object per glyph: a few thousand lines are a few MB in a long-running server
const ENCODE_CACHE_LIMIT = 4_000
const shared = new Map<string, StandardFontLike>()

const isStandardFont = (f: unknown): f is StandardFontLike =>
  typeof f === "object" && f !== null && typeof (f as StandardFontLike).widthOfString === "function" && typeof (f as StandardFontLike).font?.kernPairs === "object"

/** Kerning by left glyph, then right glyph, instead of a "left\0right" string key per lookup. */
const fastKerning = (afm: AfmMetrics): void => {
  const byLeft = new Map<string, Map<string, number>>()
  for (const [key, amount] of Object.entries(afm.kernPairs)) {
    const [left = "", right = ""] = key.split("\0")
    let row = byLeft.get(left)
    if (row === undefined) byLeft.set(left, (row = new Map()))
    row.set(right, amount)
  }
  afm.getKernPair = (left, right) => (right === undefined ? 0 : (byLeft.get(left)?.get(right) ?? 0))
}

/** A font object detached from the document it was parsed for, to derive per-document fonts from. */
const detach = (parsed: StandardFontLike): StandardFontLike => {
  const template: StandardFontLike = Object.assign(Object.create(Object.getPrototypeOf(parsed) as object) as StandardFontLike, parsed, {
    document: undefined,
    dictionary: undefined,
    embedded: false,
    id: undefined
  })
  fastKerning(template.font)
  const measure = template.widthOfString.bind(template)
  const widths = new Map<string, number>()
  // Same arithmetic as pdfkit (width at 1000 units times size / 1000), so output bytes do not change.
  template.widthOfString = (text, size, features) => {
    if (features !== undefined) return measure(text, size, features)
    let width = widths.get(text)
    if (width === undefined) {
      if (widths.size >= WIDTH_CACHE_LIMIT) widths.clear()
      width = measure(text, 1000)
      widths.set(text, width)
    }
    return width * (size / 1000)
  }
  // a drawn line is encoded glyph by glyph with kerning; table cells and headings recur across a pack's
  // documents. Frozen, so a pdfkit that began to change them would throw instead of corrupting later lines.
  const encode = template.encode.bind(template)
  const encodings = inputCache<string, Encoded>()
  template.encode = (text, features) => {
    if (features !== undefined) return encode(text, features)
    let encoded = encodings.get(text)
    if (encoded === undefined) {
      if (encodings.size >= ENCODE_CACHE_LIMIT) encodings.clear()
      const [codes, positions] = encode(text)
      encoded = [Object.freeze(codes), Object.freeze(positions.map((p) => Object.freeze(p)))]
      encodings.set(text, encoded)
    }
    return encoded
  }
  return template
}

/**
 * Installs the standard fonts `names` into a new document, sharing their parsed metrics with every other
 * document of this process. Create the document with `font: null` so pdfkit does not parse Helvetica itself.
 */
export const installSharedFonts = (pdf: Pdf, names: ReadonlyArray<string>): void => {
  const doc = pdf as unknown as PdfInternals
  const first = names[0]
  if (typeof doc._fontFamilies !== "object" || typeof doc._fontCount !== "number") {
    if (first !== undefined) pdf.font(first)
    return
  }
  for (const name of names) {
    let template = shared.get(name)
    if (template === undefined) {
      pdf.font(name) // pdfkit parses the metrics once, for this document
      const parsed = doc._font
      if (!isStandardFont(parsed)) continue
      template = detach(parsed)
      shared.set(name, template)
    }
    const font: StandardFontLike = Object.assign(Object.create(template) as StandardFontLike, {
      document: pdf,
      id: doc._fontFamilies[name]?.id ?? `F${++doc._fontCount}`,
      dictionary: undefined,
      embedded: false
    })
    doc._fontFamilies[name] = font
  }
  if (first !== undefined) pdf.font(first)
}

/** For tests: forget the shared fonts, so the next document parses them again. */
export const resetSharedFonts = (): void => shared.clear()
