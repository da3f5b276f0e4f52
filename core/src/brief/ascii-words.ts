// The word-like segments of plain ASCII text by Unicode's UAX #29 word boundaries (WB5-WB13b), as
// Intl.Segmenter("en", { granularity: "word" }) gives them with isWordLike, without starting ICU's break
// iterator (about 15 ms in a cold process). Only tab, line feed, carriage return and printable ASCII are
// classified here; asciiWords() answers undefined for any other text.

import { isPlainAscii } from "./ascii-sentences"

// Word_Break classes of printable ASCII (AHLetter, Numeric, ExtendNumLet, MidLetter, MidNumLet, Single_Quote, MidNum)
const W = { Other: 0, Letter: 1, Numeric: 2, ExtendNumLet: 3, MidLetter: 4, MidNumLet: 5, SingleQuote: 6, MidNum: 7 } as const

const CLASS = new Uint8Array(128)
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c)
  CLASS[c] =
    /[A-Za-z]/.test(ch) ? W.Letter
    : /[0-9]/.test(ch) ? W.Numeric
    : ch === "_" ? W.ExtendNumLet
    : ch === ":" ? W.MidLetter
    : ch === "." ? W.MidNumLet
    : ch === "'" ? W.SingleQuote
    : ch === "," || ch === ";" ? W.MidNum
    : W.Other
}

const isWordChar = (c: number) => c === W.Letter || c === W.Numeric || c === W.ExtendNumLet
// WB6/WB7: AHLetter (MidLetter | MidNumLetQ) AHLetter
const joinsLetters = (c: number) => c === W.MidLetter || c === W.MidNumLet || c === W.SingleQuote
// WB11/WB12: Numeric (MidNum | MidNumLetQ) Numeric
const joinsNumbers = (c: number) => c === W.MidNum || c === W.MidNumLet || c === W.SingleQuote

/** The word-like segments of `text`, in order; undefined for text that is not plain ASCII. */
export const asciiWords = (text: string): Array<string> | undefined => {
  if (!isPlainAscii(text)) return undefined
  const n = text.length
  const cls = (i: number): number => (i < n ? CLASS[text.charCodeAt(i)]! : W.Other)
  const out: Array<string> = []
  let i = 0
  while (i < n) {
    const first = cls(i)
    if (!isWordChar(first)) {
      i++
      continue
    }
    // letters, digits and "_" always join one another (WB5, WB8-WB10, WB13a, WB13b)
    let j = i
    for (;;) {
      const here = cls(j)
      const next = cls(j + 1)
      if (isWordChar(next)) j++
      else if (here === W.Letter && joinsLetters(next) && cls(j + 2) === W.Letter) j += 2
      else if (here === W.Numeric && joinsNumbers(next) && cls(j + 2) === W.Numeric) j += 2
      else break
    }
    // a lone "_" is a segment of its own that ICU does not count as a word
    if (j > i || first !== W.ExtendNumLet) out.push(text.slice(i, j + 1))
    i = j + 1
  }
  return out
}
