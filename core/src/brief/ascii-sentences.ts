// Sentence boundaries of plain ASCII text by the rules of Unicode's UAX #29 (SB1-SB998), which ICU's sentence
// segmenter implements: the same segments as Intl.Segmenter("en", { granularity: "sentence" }) without starting
// ICU's break iterator, which costs a cold process about 20 ms. Only tab, line feed, carriage return and
// printable ASCII are classified here; asciiSentences() answers undefined for any other text.

// Sentence_Break classes (OLetter, Sep, Format and Extend have no printable ASCII member)
const C = { Other: 0, CR: 1, LF: 2, Sp: 3, Lower: 4, Upper: 5, Numeric: 6, ATerm: 7, STerm: 8, Close: 9, SContinue: 10 } as const

const CLASS = new Uint8Array(128)
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c)
  CLASS[c] =
    c === 13 ? C.CR
    : c === 10 ? C.LF
    : c === 9 || c === 32 ? C.Sp
    : ch >= "a" && ch <= "z" ? C.Lower
    : ch >= "A" && ch <= "Z" ? C.Upper
    : ch >= "0" && ch <= "9" ? C.Numeric
    : ch === "." ? C.ATerm
    : ch === "!" || ch === "?" ? C.STerm
    : "\"'()[]{}".includes(ch) ? C.Close
    : ch === "," || ch === "-" || ch === ":" || ch === ";" ? C.SContinue
    : C.Other
}

const PLAIN = /^[\t\n\r\x20-\x7e]*$/

/** Tab, line feed, carriage return and printable ASCII only: the text the ASCII splitters classify. */
export const isPlainAscii = (text: string): boolean => PLAIN.test(text)

const isParaSep = (c: number) => c === C.CR || c === C.LF
const isSATerm = (c: number) => c === C.ATerm || c === C.STerm

/** Whether UAX #29 breaks between text[p - 1] and text[p] (0 < p < length), classes in `cls`. */
const breaksAt = (cls: Uint8Array, p: number): boolean => {
  const before = cls[p - 1]!
  const after = cls[p]!
  if (before === C.CR && after === C.LF) return false // SB3
  if (isParaSep(before)) return true // SB4
  if (before === C.ATerm && after === C.Numeric) return false // SB6
  if (before === C.ATerm && p >= 2 && (cls[p - 2] === C.Upper || cls[p - 2] === C.Lower) && after === C.Upper) return false // SB7
  // the context of SB8-SB11: SATerm Close* Sp* right before p
  let j = p - 1
  while (j >= 0 && cls[j] === C.Sp) j--
  const spaces = j < p - 1
  while (j >= 0 && cls[j] === C.Close) j--
  if (j < 0 || !isSATerm(cls[j]!)) return false // SB998
  if (cls[j] === C.ATerm) {
    // SB8: ATerm Close* Sp* x ( not (OLetter | Upper | Lower | ParaSep | SATerm) )* Lower
    for (let k = p; k < cls.length; k++) {
      const c = cls[k]!
      if (c === C.Lower) return false
      if (c === C.Upper || isParaSep(c) || isSATerm(c)) break
    }
  }
  if (after === C.SContinue || isSATerm(after)) return false // SB8a
  if (!spaces && (after === C.Close || after === C.Sp || isParaSep(after))) return false // SB9
  if (after === C.Sp || isParaSep(after)) return false // SB10
  return true // SB11
}

/** The sentences of `text` with their trailing spaces, as Intl.Segmenter gives them; undefined for text that is not plain ASCII. */
export const asciiSentences = (text: string): Array<string> | undefined => {
  if (!isPlainAscii(text)) return undefined
  const cls = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) cls[i] = CLASS[text.charCodeAt(i)]!
  const out: Array<string> = []
  let start = 0
  for (let p = 1; p < text.length; p++) {
    if (breaksAt(cls, p)) {
      out.push(text.slice(start, p))
      start = p
    }
  }
  if (text.length > 0) out.push(text.slice(start))
  return out
}
