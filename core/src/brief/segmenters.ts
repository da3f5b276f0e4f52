// English sentence and word segmenters, made on first use: an Intl object holds ICU state that a process's
// start-up snapshot (the CLI's) cannot hold, so none may be made while modules load.
let sentences: Intl.Segmenter | undefined
let words: Intl.Segmenter | undefined

export const sentenceSegmenter = (): Intl.Segmenter => (sentences ??= new Intl.Segmenter("en", { granularity: "sentence" }))
export const wordSegmenter = (): Intl.Segmenter => (words ??= new Intl.Segmenter("en", { granularity: "word" }))

/** Drops the segmenters (before a start-up snapshot is written). */
export const forgetSegmenters = (): void => {
  sentences = undefined
  words = undefined
}
