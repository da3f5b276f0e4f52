// The ASCII sentence and word splitters against ICU's own segmenters (Intl.Segmenter), the oracle they stand in for.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { asciiSentences } from "../../src/brief/ascii-sentences"
import { asciiWords } from "../../src/brief/ascii-words"
import { sentencesIn, wordsIn } from "../../src/brief/segmenters"

const icu = new Intl.Segmenter("en", { granularity: "sentence" })
const icuSentences = (text: string): Array<string> => Array.from(icu.segment(text), (s) => s.segment)

// every character class the rules tell apart, weighted towards the ones around sentence ends
const pieces = ["a", "b", "z", "A", "Q", "Z", "7", "0", ".", ".", "!", "?", " ", " ", "\t", "\n", "\r", "\r\n", '"', "'", "(", ")", "[", "]", "{", "}", ",", "-", ":", ";", "#", "%", "/", "e.g.", "U.S.", "etc.", "3.5", "Mr.", "...", "?!"]
const asciiText = fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((p) => p.join(""))
const words = fc.array(fc.oneof(fc.constantFrom(...pieces), fc.stringMatching(/^[A-Za-z]{1,8}$/), fc.string({ maxLength: 4 }).filter((s) => /^[\x20-\x7e]*$/.test(s))), { maxLength: 40 }).map((p) => p.join(" "))

describe("asciiSentences (UAX #29 sentence boundaries for plain ASCII)", () => {
  it("splits as ICU does: random mixes of letters, digits, terminators, closing marks, spaces and line breaks", () => {
    fc.assert(
      fc.property(asciiText, (text) => {
        expect(asciiSentences(text)).toEqual(icuSentences(text))
      }),
      { numRuns: 20_000 }
    )
  })

  it("splits as ICU does: word-like text with printable ASCII", () => {
    fc.assert(
      fc.property(words, (text) => {
        expect(asciiSentences(text)).toEqual(icuSentences(text))
      }),
      { numRuns: 10_000 }
    )
  })

  it("splits brief-like prose as ICU does", () => {
    const texts = [
      "Replace the permits system by March 2027. The council (about 40 staff) needs online lodgement! Budget: AUD 1.2m, e.g. licences and support. Go-live in Q3 etc. and then hypercare.",
      'He said "Done." Then left.\nNext line? Yes.\r\nEnd.',
      "Version 2.5 ships. U.S. teams join. The A.B.C. review. ok... fine. (See note.) [Draft] Final.",
      "",
      " ",
      "No terminator at all"
    ]
    for (const t of texts) expect(asciiSentences(t)).toEqual(icuSentences(t))
  })

  it("leaves other text to ICU", () => {
    expect(asciiSentences("Caf\u00e9 opens. Staff\u2019s rota.")).toBeUndefined()
    expect(asciiSentences("a\u000bb")).toBeUndefined()
    const t = "The caf\u00e9 opens \u2013 staff\u2019s rota. Then \u201cgo-live.\u201d Done."
    expect(sentencesIn(t)).toEqual(icuSentences(t))
  })
})

const icuWords = new Intl.Segmenter("en", { granularity: "word" })
const icuWordLike = (text: string): Array<string> => Array.from(icuWords.segment(text)).flatMap((s) => (s.isWordLike ? [s.segment] : []))
const wordPieces = ["a", "Z", "7", "0", ".", ":", "'", ",", ";", "_", " ", "\t", "\n", "\r", '"', "-", "!", "?", "(", ")", "/", "#", "@", "&", "%"]

describe("asciiWords (UAX #29 word boundaries for plain ASCII)", () => {
  it("gives ICU's word-like segments: random mixes of letters, digits and the characters that join or part them", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...wordPieces), { maxLength: 30 }).map((p) => p.join("")), (text) => {
        expect(asciiWords(text)).toEqual(icuWordLike(text))
      }),
      { numRuns: 20_000 }
    )
  })

  it("gives ICU's word-like segments of printable ASCII and prose", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.integer({ min: 32, max: 126 }).map((c) => String.fromCharCode(c)), maxLength: 40 }), (text) => {
        expect(asciiWords(text)).toEqual(icuWordLike(text))
      }),
      { numRuns: 10_000 }
    )
    const prose = "Can't go-live before 3:45 on 1,200.5 sites; e.g. U.S.A teams' __init__ _ x_y a.1 1.a."
    expect(asciiWords(prose)).toEqual(icuWordLike(prose))
  })

  it("leaves other text to ICU", () => {
    expect(asciiWords("caf\u00e9")).toBeUndefined()
    const t = "The caf\u00e9\u2019s rota \u2013 staff\u2019s 2\u00bd shifts."
    expect(wordsIn(t)).toEqual(icuWordLike(t))
  })
})
