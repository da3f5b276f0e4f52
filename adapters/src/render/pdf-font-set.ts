// The fonts a PDF is set in. The built-in standard fonts (Helvetica) need nothing embedded but only
// show WinAnsi (Latin-1 plus a few signs); a document with other characters (Łódź, Dvořák, ≥, Ελλάδα,
// Кирилл) is set in DejaVu Sans instead, embedded as a subset. Characters DejaVu Sans lacks (CJK) are
// printed as "?", as the standard fonts do.
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"

export interface FontSet {
  readonly regular: string
  readonly bold: string
  readonly italic: string
  readonly boldItalic: string
  /** Text as this font set can show it. */
  readonly safe: (text: string) => string
  /** The faces to register with pdfkit (name -> parsed fontkit font, shared by every document); empty for the standard fonts. */
  readonly faces: ReadonlyArray<readonly [string, object]>
}

const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"
// "→" has a WinAnsi spelling ("->"); anything else outside WinAnsi needs the Unicode font
const OUTSIDE_WIN_ANSI = new RegExp(`[^\\u0000-\\u00ff${WIN_ANSI_EXTRA}→]`, "u")
const WIN_ANSI_CHAR = new Set(WIN_ANSI_EXTRA)

const winAnsiSafe = (text: string): string =>
  [...text].map((c) => (c.charCodeAt(0) < 256 || WIN_ANSI_CHAR.has(c) ? c : c === "→" ? "->" : "?")).join("")

export const STANDARD_FONTS: FontSet = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
  boldItalic: "Helvetica-BoldOblique",
  safe: winAnsiSafe,
  faces: []
}

const DEJAVU_FILES = {
  regular: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
  italic: "DejaVuSans-Oblique.ttf",
  boldItalic: "DejaVuSans-BoldOblique.ttf"
} as const

let unicodeFonts: Promise<FontSet | null> | undefined

/** DejaVu Sans from the dejavu-fonts-ttf package, read once per process (fontkit, for its glyph coverage,
 * is loaded on the first such document only); null when it is not installed. */
const loadUnicodeFonts = (): Promise<FontSet | null> => (unicodeFonts ??= readUnicodeFonts())

const readUnicodeFonts = async (): Promise<FontSet | null> => {
  try {
    const fontkit = await import("fontkit")
    const require = createRequire(import.meta.url)
    const file = (name: string) => new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`)))
    // parsed once: pdfkit takes a fontkit font as a font source and makes each document its own subset
    const faces = Object.entries(DEJAVU_FILES).map(([role, name]) => [`DejaVuSans-${role}`, fontkit.create(file(name))] as const)
    const coverage = faces[0]![1]
    const shown = new Map<number, boolean>()
    const has = (cp: number): boolean => {
      let known = shown.get(cp)
      if (known === undefined) shown.set(cp, (known = coverage.hasGlyphForCodePoint(cp)))
      return known
    }
    return {
      regular: "DejaVuSans-regular",
      bold: "DejaVuSans-bold",
      italic: "DejaVuSans-italic",
      boldItalic: "DejaVuSans-boldItalic",
      safe: (text) => (needsUnicodeFont(text) ? [...text].map((c) => (has(c.codePointAt(0)!) || c === "\n" ? c : "?")).join("") : text),
      faces
    }
  } catch {
    return null
  }
}

/** True when `text` holds a character the standard fonts cannot show. */
export const needsUnicodeFont = (text: string): boolean => OUTSIDE_WIN_ANSI.test(text)

/** The standard fonts when every character fits them, else DejaVu Sans (or the standard fonts with "?" when it is missing). */
export const fontSetFor = async (text: string): Promise<FontSet> =>
  needsUnicodeFont(text) ? ((await loadUnicodeFonts()) ?? STANDARD_FONTS) : STANDARD_FONTS
