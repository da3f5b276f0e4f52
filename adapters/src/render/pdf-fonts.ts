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
  encodeText(text: string): Array<string>
  characterToGlyph(code: number): string
  widthOfGlyph(glyph: string): number
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
  /** The TJ operation of a line of `text` (pdf-fragment.ts), the same at every size. */
  kernedRuns?(text: string): string
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

/** pdfkit's PDFObject.number: rounded to six decimals, then written as JavaScript writes numbers. */
export const pdfNumber = (n: number): string => `${Math.round(n * 1e6) / 1e6}`

interface Glyph {
  readonly hex: string
  readonly name: string
  readonly width: number
}

/**
 * A string's glyphs as StandardFont.encode and widthOfString see them, one character at a time from tables made
 * once per character (AFMFont's own encodeText, characterToGlyph and widthOfGlyph): its width in font units, the
 * sum of each glyph's width plus the kerning before the next, and its TJ operation, the runs of glyph codes
 * between two kerned pairs, each followed by the kerning (as pdfkit's _fragment writes it).
 */
const glyphTables = (afm: AfmMetrics) => {
  const glyphs = new Map<number, Glyph>()
  const glyphOf = (code: number): Glyph => {
    let glyph = glyphs.get(code)
    if (glyph === undefined) {
      const name = afm.characterToGlyph(code)
      glyph = { hex: afm.encodeText(String.fromCharCode(code))[0]!, name, width: afm.widthOfGlyph(name) }
      glyphs.set(code, glyph)
    }
    return glyph
  }
  const width = (text: string): number => {
    let total = 0
    let glyph = text.length > 0 ? glyphOf(text.charCodeAt(0)) : undefined
    for (let i = 0; glyph !== undefined; i++) {
      const next = i + 1 < text.length ? glyphOf(text.charCodeAt(i + 1)) : undefined
      total += glyph.width + afm.getKernPair(glyph.name, next?.name)
      glyph = next
    }
    return total
  }
  const kernedRuns = (text: string): string => {
    const runs: Array<string> = []
    let hex = ""
    let advance = 0
    let glyph = text.length > 0 ? glyphOf(text.charCodeAt(0)) : undefined
    for (let i = 0; glyph !== undefined; i++) {
      const next = i + 1 < text.length ? glyphOf(text.charCodeAt(i + 1)) : undefined
      // pdfkit's position: an advance of width plus kerning, less the width
      advance = glyph.width + afm.getKernPair(glyph.name, next?.name) - glyph.width
      hex += glyph.hex
      if (advance !== 0) {
        runs.push(`<${hex}> ${pdfNumber(-advance)}`)
        hex = ""
      }
      glyph = next
    }
    if (hex !== "") runs.push(`<${hex}> ${pdfNumber(-advance)}`)
    return runs.length === 0 ? "" : `[${runs.join(" ")}] TJ`
  }
  return { width, kernedRuns }
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
  const tables = glyphTables(template.font)
  const widths = new Map<string, number>()
  // Same arithmetic as pdfkit (width at 1000 units times size / 1000), so output bytes do not change.
  template.widthOfString = (text, size, features) => {
    if (features !== undefined) return measure(text, size, features)
    let width = widths.get(text)
    if (width === undefined) {
      if (widths.size >= WIDTH_CACHE_LIMIT) widths.clear()
      width = tables.width(`${text}`)
      widths.set(text, width)
    }
    return width * (size / 1000)
  }
  const runs = inputCache<string, string>()
  template.kernedRuns = (text) => {
    let tj = runs.get(text)
    if (tj === undefined) {
      if (runs.size >= ENCODE_CACHE_LIMIT) runs.clear()
      runs.set(text, (tj = tables.kernedRuns(text)))
    }
    return tj
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
