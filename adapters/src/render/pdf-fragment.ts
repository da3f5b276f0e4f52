// pdfkit draws each line of text with _fragment: it saves the graphics state, flips the y axis, and writes BT,
// the text matrix, the font, the glyphs as a TJ array with their kerning, ET and Q, each as a write of its own,
// building the TJ array glyph by glyph every time. For the standard fonts, and none of the options that change
// what it writes (links, underline, strike, oblique, spacing, justify, stroke, features, baseline, rotation),
// this writes the same bytes in one write, with a text's TJ array made once: by the shared standard fonts'
// glyph tables (pdf-fonts.ts kernedRuns) where the font has them, else from pdfkit's encode once per font.
// It relies on pdfkit internals (_fragment, _font, _fontSize, page.write); pdf-fragment.test.ts compares bytes.
import { inputCache } from "../input-caches"
import { pdfNumber as number } from "./pdf-fonts"

type Options = Readonly<Record<string, unknown>>

/** What StandardFont.encode returns: hex codes and glyph positions. */
type Encoded = readonly [ReadonlyArray<string>, ReadonlyArray<Readonly<Record<string, number>>>]

interface FontInternals {
  readonly id: string
  readonly name: string
  readonly ascender: number
  ref(): unknown
  encode(text: string, features?: unknown): Encoded
  /** The TJ operation from the shared standard fonts' glyph tables (pdf-fonts.ts), where the font has them. */
  kernedRuns?(text: string): string
}

interface DocInternals {
  _fragment(text: string, x: number, y: number, options: Options): void
  _font: FontInternals | null
  _fontSize: number
  page: { readonly height: number; readonly fonts: Record<string, unknown>; write(chunk: string): void }
  widthOfString(text: string, options?: Options): number
}

// options under which pdfkit's _fragment writes something else than the plain case
const CHANGING = ["link", "goTo", "destination", "underline", "strike", "oblique", "stroke", "characterSpacing", "wordSpacing", "features", "baseline", "rotation"] as const

const plain = (options: Options): boolean => {
  for (const key of CHANGING) if (options[key]) return false
  const scaling = options["horizontalScaling"]
  return (scaling === undefined || scaling === 100) && options["align"] !== "justify"
}

// font name and text -> the TJ operation, in font units at any size (undefined: a glyph with an offset, which
// pdfkit positions itself)
const tjCache = inputCache<string, string | undefined>()
const TJ_LIMIT = 20_000

/** The TJ operation pdfkit writes for `text`: runs of glyphs, each followed by the kerning after its last glyph. */
const tjOf = (font: FontInternals, text: string): string | undefined => {
  const key = `${font.name}\u0000${text}`
  if (tjCache.has(key)) return tjCache.get(key)
  const [codes, positions] = font.encode(text)
  const commands: Array<string> = []
  let from = 0
  let tj: string | undefined = ""
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!
    if (p["xOffset"] || p["yOffset"]) {
      tj = undefined
      break
    }
    const kern = p["xAdvance"]! - p["advanceWidth"]!
    if (kern !== 0) {
      commands.push(`<${codes.slice(from, i + 1).join("")}> ${number(-kern)}`)
      from = i + 1
    }
  }
  if (tj !== undefined && from < positions.length) {
    const last = positions[positions.length - 1]!
    commands.push(`<${codes.slice(from).join("")}> ${number(-(last["xAdvance"]! - last["advanceWidth"]!))}`)
  }
  if (tj !== undefined && commands.length > 0) tj = `[${commands.join(" ")}] TJ`
  if (tjCache.size >= TJ_LIMIT) tjCache.clear()
  tjCache.set(key, tj)
  return tj
}

/** Makes `pdf` draw its lines of text this way; call it only for a document set in the standard fonts. */
export const fastFragments = (pdf: PDFKit.PDFDocument): void => {
  const doc = pdf as unknown as DocInternals
  if (typeof doc._fragment !== "function") return
  const original = doc._fragment
  doc._fragment = function (this: DocInternals, input, x, y, options) {
    const font = this._font
    if (font === null || typeof font.encode !== "function" || !plain(options)) return original.call(this, input, x, y, options)
    const text = `${input}`.replace(/\n/g, "")
    if (text.length === 0) return
    const tj = font.kernedRuns !== undefined ? font.kernedRuns(text) : tjOf(font, text)
    if (tj === undefined) return original.call(this, input, x, y, options)
    let left = x
    if (options["width"]) {
      if (options["align"] === "right") left += (options["lineWidth"] as number) - this.widthOfString(text.replace(/\s+$/, ""), options)
      else if (options["align"] === "center") left += (options["lineWidth"] as number) / 2 - (options["textWidth"] as number) / 2
    }
    const height = this.page.height
    const size = this._fontSize
    const top = height - y - (font.ascender / 1000) * size
    if (this.page.fonts[font.id] == null) this.page.fonts[font.id] = font.ref()
    // save, flip, begin text, matrix, font, glyphs, end text, restore: pdfkit's writes, one line each
    this.page.write(`q\n1 0 0 -1 0 ${number(height)} cm\nBT\n1 0 0 1 ${number(left)} ${number(top)} Tm\n/${font.id} ${number(size)} Tf\n${tj === "" ? "" : `${tj}\n`}ET\nQ`)
  }
}
