// A 5 x 7 pixel bitmap font (printable ASCII) for the labels of the PNG fallback charts: with no font
// rasteriser available without native packages, a small pixel font keeps the fallback readable.
// Each glyph is 7 rows, top to bottom, as two hex digits; bit 4 is the leftmost pixel of the row.

const GLYPHS: Record<string, string> = {
  " ": "00000000000000", "!": "04040404040004", '"': "0A0A0000000000", "#": "0A0A1F0A1F0A0A",
  $: "040F140E051E04", "%": "18190204081303", "&": "0C12140815120D", "'": "04040000000000",
  "(": "02040808080402", ")": "08040202020408", "*": "0004150E150400", "+": "0004041F040400",
  ",": "000000000C0408", "-": "0000001F000000", ".": "00000000000C0C", "/": "00010204081000",
  "0": "0E11131519110E", "1": "040C040404040E", "2": "0E11010204081F", "3": "1F02040201110E",
  "4": "02060A121F0202", "5": "1F101E0101110E", "6": "0608101E11110E", "7": "1F010204080808",
  "8": "0E11110E11110E", "9": "0E11110F01020C", ":": "000C0C000C0C00", ";": "000C0C000C0408",
  "<": "02040810080402", "=": "00001F001F0000", ">": "08040201020408", "?": "0E110102040004",
  "@": "0E11010D15150E", A: "0E1111111F1111", B: "1E11111E11111E", C: "0E11101010110E",
  D: "1C12111111121C", E: "1F10101E10101F", F: "1F10101E101010", G: "0E11101711110F",
  H: "1111111F111111", I: "0E04040404040E", J: "0702020202120C", K: "11121418141211",
  L: "1010101010101F", M: "111B1515111111", N: "11111915131111", O: "0E11111111110E",
  P: "1E11111E101010", Q: "0E11111115120D", R: "1E11111E141211", S: "0F10100E01011E",
  T: "1F040404040404", U: "1111111111110E", V: "11111111110A04", W: "1111111515150A",
  X: "11110A040A1111", Y: "1111110A040404", Z: "1F01020408101F", "[": "0E08080808080E",
  "\\": "00100804020100", "]": "0E02020202020E", "^": "040A1100000000", _: "0000000000001F",
  "`": "08040000000000", a: "00000E010F110F", b: "1010161911111E", c: "00000E1010110E",
  d: "01010D1311110F", e: "00000E111F100E", f: "0609081C080808", g: "000F11110F010E",
  h: "10101619111111", i: "04000C0404040E", j: "0200060202120C", k: "10101214181412",
  l: "0C04040404040E", m: "00001A15151111", n: "00001619111111", o: "00000E1111110E",
  p: "00001E111E1010", q: "00000D130F0101", r: "00001619101010", s: "00000E100E011E",
  t: "08081C08080906", u: "0000111111130D", v: "00001111110A04", w: "0000111115150A",
  x: "0000110A040A11", y: "000011110F010E", z: "00001F0204081F", "{": "02040408040402",
  "|": "04040404040404", "}": "08040402040408", "~": "00000815020000"
}

const ROWS = new Map<string, ReadonlyArray<number>>(
  Object.entries(GLYPHS).map(([c, hex]) => [c, Array.from({ length: 7 }, (_, r) => parseInt(hex.slice(r * 2, r * 2 + 2), 16))])
)

/** Pixels per glyph column at a font size (a 10 px Helvetica capital is about 7 px tall). */
export const pixelScale = (size: number): number => Math.max(1, Math.round(size / 10))

/** Characters the font lacks: "…" becomes "...", others "?". */
export const fontText = (text: string): string => text.replace(/…/g, "...").replace(/[^\x20-\x7e]/g, "?")

/** Advance width of a text in pixels at scale k: 5 pixel glyphs with 1 pixel between them. */
export const textWidth = (text: string, k: number): number => {
  const n = fontText(text).length
  return n === 0 ? 0 : (n * 6 - 1) * k
}

/**
 * Calls `plot(u, v)` for every lit pixel of the text, in text space: u from 0 to the right along the
 * text, v from -7k (top) to 0 (the baseline).
 */
export const glyphPixels = (text: string, k: number, bold: boolean, plot: (u: number, v: number) => void): void => {
  const glyphs = fontText(text)
  const wide = k + (bold ? 1 : 0)
  for (let i = 0; i < glyphs.length; i++) {
    const rows = ROWS.get(glyphs[i]!) ?? ROWS.get("?")
    if (rows === undefined) continue
    for (let r = 0; r < rows.length; r++) {
      const bits = rows[r]!
      for (let col = 0; col < 5; col++) {
        if ((bits & (0x10 >> col)) === 0) continue
        for (let dy = 0; dy < k; dy++) for (let dx = 0; dx < wide; dx++) plot(i * 6 * k + col * k + dx, (r - 7) * k + dy)
      }
    }
  }
}
