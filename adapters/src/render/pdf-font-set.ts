// The fonts a PDF is set in. The built-in standard fonts (Helvetica) need nothing embedded but only
// show WinAnsi (Latin-1 plus a few signs); a document with other characters (Łódź, Dvořák, ≥, Ελλάδα,
// Кирилл) is set in DejaVu Sans instead, embedded as a subset. A document with characters DejaVu Sans
// lacks (Chinese, Japanese, Korean) is set in a CJK font from the system when one is installed
// (PDF_CJK_FONT, else WenQuanYi Micro Hei or Noto Sans CJK at their Debian paths). Whatever the chosen
// font lacks is printed as "?", as the standard fonts do.
import { existsSync, readFileSync } from "node:fs"
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

const BEYOND_LATIN_1 = /[^\u0000-\u00ff]/

// most text is Latin-1 throughout, and is shown as it is
const winAnsiSafe = (text: string): string =>
  BEYOND_LATIN_1.test(text) ? [...text].map((c) => (c.charCodeAt(0) < 256 || WIN_ANSI_CHAR.has(c) ? c : c === "→" ? "->" : "?")).join("") : text

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

type FontkitFont = { readonly hasGlyphForCodePoint: (cp: number) => boolean }
type Fontkit = { readonly create: (buffer: Uint8Array) => FontkitFont | { readonly fonts: ReadonlyArray<FontkitFont> } }

/** The text with every character `font` lacks as "?" (line breaks kept); code points are looked up once. */
const safeFor = (font: FontkitFont) => {
  const shown = new Map<number, boolean>()
  const has = (cp: number): boolean => {
    let known = shown.get(cp)
    if (known === undefined) shown.set(cp, (known = font.hasGlyphForCodePoint(cp)))
    return known
  }
  return {
    has,
    safe: (text: string) => (needsUnicodeFont(text) ? [...text].map((c) => (has(c.codePointAt(0)!) || c === "\n" ? c : "?")).join("") : text)
  }
}

/** An embedded font set that can tell which characters it has. */
type CoveringFontSet = FontSet & { readonly has: (cp: number) => boolean }

let unicodeFonts: Promise<CoveringFontSet | null> | undefined

/** DejaVu Sans from the dejavu-fonts-ttf package, read once per process (fontkit, for its glyph coverage,
 * is loaded on the first such document only); null when it is not installed. */
const loadUnicodeFonts = () => (unicodeFonts ??= readUnicodeFonts())

const readUnicodeFonts = async (): Promise<CoveringFontSet | null> => {
  try {
    const fontkit = (await import("fontkit")) as unknown as Fontkit
    const require = createRequire(import.meta.url)
    const file = (name: string) => new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`)))
    // parsed once: pdfkit takes a fontkit font as a font source and makes each document its own subset
    const faces = Object.entries(DEJAVU_FILES).map(([role, name]) => [`DejaVuSans-${role}`, fontkit.create(file(name)) as FontkitFont] as const)
    return {
      regular: "DejaVuSans-regular",
      bold: "DejaVuSans-bold",
      italic: "DejaVuSans-italic",
      boldItalic: "DejaVuSans-boldItalic",
      ...safeFor(faces[0]![1]),
      faces
    }
  } catch {
    return null
  }
}

/** Where Debian's CJK font packages put their faces (fonts-wqy-microhei, fonts-wqy-zenhei, fonts-noto-cjk). */
const CJK_FONT_PATHS = [
  "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
  "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
]

/** The CJK font file to use: PDF_CJK_FONT when set, else the first installed of CJK_FONT_PATHS. */
export const cjkFontPath = (env: Readonly<Record<string, string | undefined>> = process.env): string | undefined => {
  const configured = env.PDF_CJK_FONT?.trim()
  return configured ? configured : CJK_FONT_PATHS.find((path) => existsSync(path))
}

const cjkFonts = new Map<string, Promise<CoveringFontSet | null>>()

/** One face (the first of a collection) for every style: these fonts have no bold or italic of their own. */
const loadCjkFonts = (path: string) => {
  let loading = cjkFonts.get(path)
  if (!loading) cjkFonts.set(path, (loading = readCjkFonts(path)))
  return loading
}

const readCjkFonts = async (path: string): Promise<CoveringFontSet | null> => {
  try {
    const fontkit = (await import("fontkit")) as unknown as Fontkit
    const parsed = fontkit.create(new Uint8Array(readFileSync(path)))
    const face = "fonts" in parsed ? parsed.fonts[0]! : parsed
    return { regular: "Cjk", bold: "Cjk", italic: "Cjk", boldItalic: "Cjk", ...safeFor(face), faces: [["Cjk", face]] as const }
  } catch {
    return null
  }
}

/** True when `text` holds a character the standard fonts cannot show. */
export const needsUnicodeFont = (text: string): boolean => OUTSIDE_WIN_ANSI.test(text)

/** The code points of `text` outside WinAnsi that `has` lacks. */
const missingFrom = (text: string, has: (cp: number) => boolean): Set<number> => {
  const missing = new Set<number>()
  for (const c of text) {
    const cp = c.codePointAt(0)!
    if (cp > 0xff && c !== "→" && !WIN_ANSI_CHAR.has(c) && !has(cp)) missing.add(cp)
  }
  return missing
}

/**
 * The standard fonts when every character fits them; else DejaVu Sans; else, when the system's CJK
 * font has some of the characters DejaVu lacks, that font (the rest print as "?" in whichever is used).
 */
export const fontSetFor = async (text: string, env: Readonly<Record<string, string | undefined>> = process.env): Promise<FontSet> => {
  if (!needsUnicodeFont(text)) return STANDARD_FONTS
  const unicode = await loadUnicodeFonts()
  const missing = missingFrom(text, unicode?.has ?? (() => false))
  if (missing.size > 0) {
    const path = cjkFontPath(env)
    const cjk = path ? await loadCjkFonts(path) : null
    if (cjk && [...missing].some((cp) => cjk.has(cp))) return cjk
  }
  return unicode ?? STANDARD_FONTS
}
