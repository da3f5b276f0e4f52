// The one fontkit call the PDF renderer makes (fontkit ships no types).
declare module "fontkit" {
  export function create(buffer: Uint8Array): { hasGlyphForCodePoint(codePoint: number): boolean }
}
