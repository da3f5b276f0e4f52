// Text helpers for the offline drafter: template filling, casing and fitting text into word ranges.
import { countWords } from "@initpack/core/drafting/guards"

export interface Vars {
  readonly project: string
  readonly noun: string
  readonly users: string
  readonly supplier: string
}

/** Replaces {project}, {noun}, {users}, {supplier}; a sentence-initial token is capitalised. */
export const fill = (template: string, vars: Vars): string =>
  template.replace(/\{(project|noun|users|supplier)\}/g, (_m, key: keyof Vars, offset: number) => {
    const value = vars[key]
    const before = template.slice(0, offset).trimEnd()
    return before.length === 0 || /[.!?:]$/.test(before) ? capitalise(value) : value
  })

export const capitalise = (text: string): string => (text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1))

export const lowerFirst = (text: string): string =>
  text.length > 1 && /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text

export const endSentence = (text: string): string => {
  const t = text.trim()
  return /[.!?]["”)]?$/.test(t) ? t : `${t}.`
}

/** "a, b and c". */
export const listPhrase = (items: ReadonlyArray<string>): string => {
  if (items.length <= 1) return items[0] ?? ""
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`
}

export const limitWords = (text: string, max: number): string => {
  const words = text.trim().split(/\s+/)
  return words.length <= max ? text.trim() : words.slice(0, max).join(" ").replace(/[,;:]$/, "")
}

/**
 * Builds a paragraph from sentences in order, skipping any that would pass `max` words,
 * and topping up from `filler` until at least `min` words. Pools are sized so `min` is reachable.
 */
export const fitWords = (
  sentences: ReadonlyArray<string>,
  filler: ReadonlyArray<string>,
  range: { readonly min: number; readonly max: number }
): string => {
  const chosen: Array<string> = []
  let words = 0
  const seen = new Set<string>()
  const tryAdd = (s: string): void => {
    const sentence = endSentence(s)
    const n = countWords(sentence)
    if (n === 0 || seen.has(sentence) || words + n > range.max) return
    seen.add(sentence)
    chosen.push(sentence)
    words += n
  }
  for (const s of sentences) tryAdd(s)
  for (const s of filler) {
    if (words >= range.min) break
    tryAdd(s)
  }
  return chosen.join(" ")
}

const TRAILING = /\s+(the|a|an|and|or|of|for|to|with|in|on|at|by|our|their|its|from)$/i

/** A short title from a user's clause: cut before a purpose or time clause, at most `max` words. */
export const shortTitle = (clause: string, max = 9): string => {
  const cut = clause.replace(/\s+(so that|so|because|in order to|which|that will)\s.*$/i, "")
  let title = limitWords(cut.length >= 8 ? cut : clause, max)
  // Only a shortened clause can end on a dangling word ("... for the").
  if (title.length < clause.trim().replace(/[.!?;:,]+$/, "").length) while (TRAILING.test(title)) title = title.replace(TRAILING, "")
  return capitalise(title.replace(/[,;:]$/, ""))
}
