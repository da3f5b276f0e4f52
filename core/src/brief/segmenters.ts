// English sentence and word segmenters, made on first use: an Intl object holds ICU state that a process's
// start-up snapshot (the CLI's) cannot hold, so none may be made while modules load.
import { asciiSentences } from "./ascii-sentences"
import { asciiWords } from "./ascii-words"

let sentences: Intl.Segmenter | undefined
let words: Intl.Segmenter | undefined

export const sentenceSegmenter = (): Intl.Segmenter => (sentences ??= new Intl.Segmenter("en", { granularity: "sentence" }))
export const wordSegmenter = (): Intl.Segmenter => (words ??= new Intl.Segmenter("en", { granularity: "word" }))

/** The sentences of `text` as the sentence segmenter gives them (trailing spaces kept); plain ASCII text without ICU. */
export const sentencesIn = (text: string): Array<string> => asciiSentences(text) ?? Array.from(sentenceSegmenter().segment(text), (s) => s.segment)

/** The word-like segments of `text` as the word segmenter gives them; plain ASCII text without ICU. */
export const wordsIn = (text: string): Array<string> => asciiWords(text) ?? Array.from(wordSegmenter().segment(text)).flatMap((s) => (s.isWordLike ? [s.segment] : []))

/** Drops the segmenters (before a start-up snapshot is written). */
export const forgetSegmenters = (): void => {
  sentences = undefined
  words = undefined
}
