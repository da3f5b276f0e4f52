// The fontkit the PDF renderer uses (fontkit ships no types): parse a font, ask for a glyph, hand it to pdfkit.
declare module "fontkit" {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean
    layout(text: string): unknown
  }
  export function create(buffer: Uint8Array): Font
}
