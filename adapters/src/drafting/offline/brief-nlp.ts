// Parts of speech for a brief's sentences, from compromise (English, rule- and lexicon-based: offline, no model).
// Loaded on the first brief that needs it (about 0.2 s), so processes that never draft do not pay for it; each
// sentence is tagged once per process (the same brief sentences recur in every task's request). A process that
// drafts once (the CLI) may tag on another thread instead (useTagger, tagger-thread.ts), where compromise loads
// while this thread loads everything else.
import { createRequire } from "node:module"
import { inputCache } from "../../input-caches"

export interface Term {
  /** The word as written, without the punctuation around it. */
  readonly text: string
  /** Lower case, without punctuation. */
  readonly normal: string
  /** Punctuation after the word (",", "."). */
  readonly post: string
  readonly tags: ReadonlySet<string>
}

/** Tags one sentence; undefined when it cannot (the in-process compromise tagger then answers). */
export type Tagger = (sentence: string) => ReadonlyArray<Term> | undefined

type Nlp = (text: string) => { json: () => ReadonlyArray<{ readonly terms: ReadonlyArray<{ text: string; normal?: string; post?: string; tags?: ReadonlyArray<string> }> }> }

let nlp: Nlp | undefined
// a variable require: bundlers leave it to run time, so the CLI bundle loads compromise only when it drafts
const load = (): Nlp => (nlp ??= createRequire(import.meta.url)("compromise/two") as Nlp)

/** Tag with an already loaded compromise (the CLI's start-up snapshot holds one). */
export const useCompromise = (loaded: unknown): void => {
  nlp = loaded as Nlp
}

/** Whether compromise is loaded in this thread (a tagger thread would then only cost time). */
export const compromiseLoaded = (): boolean => nlp !== undefined

/** compromise's terms of one sentence, in this thread. */
export const compromiseTerms = (sentence: string): Array<Term> =>
  load()(sentence)
    .json()
    .flatMap((s) => s.terms)
    .map((t) => ({ text: t.text, normal: (t.normal ?? t.text).toLowerCase(), post: (t.post ?? "").trim(), tags: new Set(t.tags ?? []) }))

let tagger: Tagger | undefined
/** Tag sentences with `t` first (e.g. a tagger thread); undefined goes back to compromise in this thread. */
export const useTagger = (t: Tagger | undefined): void => {
  tagger = t
}

const CACHE = inputCache<string, ReadonlyArray<Term>>()
const CACHE_SIZE = 1024

/** The tagged words of one sentence (or clause). */
export const tagSentence = (sentence: string): ReadonlyArray<Term> => {
  const hit = CACHE.get(sentence)
  if (hit) return hit
  const terms = tagger?.(sentence) ?? compromiseTerms(sentence)
  if (CACHE.size >= CACHE_SIZE) CACHE.delete(CACHE.keys().next().value as string)
  CACHE.set(sentence, terms)
  return terms
}

const is = (t: Term | undefined, tag: string): boolean => t !== undefined && t.tags.has(tag)
const nominal = (t: Term | undefined): boolean => is(t, "Noun") && !is(t, "Pronoun")
const LEAD = /^(will|to|we|and|then|also|must|should|shall|can|need|needs)$/

const PLACE_WORDS = /^(?:near|beside|alongside|next|outside|inside|throughout|along|behind|beyond|past|among|around|about|between|under|within|after|before|during|only|overnight|nightly|weekly|daily)$/i

/** Whether a verb (not a gerund) stands between position `at` and the punctuation before it. */
const verbBefore = (terms: ReadonlyArray<Term>, at: number): boolean => {
  for (let k = at; k >= 0; k--) {
    const t = terms[k]!
    if (/[,;:.]/.test(t.post) && k < at) return false
    if ((is(t, "Verb") && !is(t, "Gerund")) || is(t, "Modal")) return true
  }
  return false
}

/** Whether a finite verb (a modal, an auxiliary or a copula) follows position `from` before the clause ends. */
const hasOwnVerb = (terms: ReadonlyArray<Term>, from: number): boolean => {
  for (let k = from; k < terms.length; k++) {
    const t = terms[k]!
    if (is(t, "Modal") || is(t, "Auxiliary") || is(t, "Copula")) return true
    if (/[,;:.]/.test(t.post) || /^(?:that|which|who|so|because|when|while)$/.test(t.normal)) return false
  }
  return false
}

/**
 * Verb + object steps whose verb `known` does not recognise: "cast the contributors", "compose the score",
 * "sow cover crops", "draw up a grazing plan". A step's verb is an infinitive after a lead-in ("we will", "and",
 * a comma) and its object a noun phrase (determiner, numbers, adjectives, nouns), closed at the first other word.
 */
export const taggedSteps = (sentence: string, known: (word: string) => boolean): Array<{ verb: string; object: string; at: number }> => {
  const terms = tagSentence(sentence)
  const out: Array<{ verb: string; object: string; at: number }> = []
  for (let i = 0; i < terms.length; i++) {
    const v = terms[i]!
    const base = is(v, "Infinitive") || (is(v, "PresentTense") && !/s$/.test(v.normal) && !is(v, "Gerund"))
    if (!base || is(v, "Auxiliary") || is(v, "Modal") || is(v, "Copula") || known(v.normal)) continue
    const prev = terms[i - 1]
    if (prev && !LEAD.test(prev.normal) && !/[,;:]/.test(prev.post)) continue
    // "with hail netting and frost fans": an "and" inside a list of things, with no verb before it, leads no step
    if (prev?.normal === "and" && !verbBefore(terms, i - 2)) continue
    // "clinics for 38,000 patients from 15 September, care homes done by ...": a comma list with no verb before it lists things
    if (prev && /,/.test(prev.post) && !terms.slice(0, i).some((t) => (is(t, "Verb") && !is(t, "Gerund") && !is(t, "PastTense")) || is(t, "Modal"))) continue
    if (/[,;:.]/.test(v.post)) continue
    // a sentence that opens on a name or a bare plural names people, not work ("Record Office archivists", "Volunteer transcribers from ...")
    const next = terms[i + 1]
    const opener = !prev || /:/.test(prev.post)
    if (opener && next && (/^[A-Z]/.test(next.text) || (/[^s]s$/.test(next.normal) && !is(next, "Determiner")))) continue
    let j = i + 1
    let verb = v.normal
    // "draw up a plan", "set out the rules": a particle may be tagged as a preposition
    if (is(terms[j], "Particle") || (/^(up|out|off|down)$/.test(terms[j]?.normal ?? "") && !/[,;:.]/.test(terms[j]!.post))) verb = `${verb} ${terms[j++]!.normal}`
    const object: Array<string> = []
    let nouns = 0
    for (; j < terms.length && object.length < 6; j++) {
      const t = terms[j]!
      // a plural after a noun is a noun even when tagged as a verb ("cover crops")
      // ("funding is": a copula is no plural)
      const plural = object.length > 0 && nominal(terms[j - 1]) && /[^s]s$/.test(t.normal) && is(t, "PresentTense") && !is(t, "Copula") && !is(t, "Auxiliary")
      const fits = is(t, "Determiner") || is(t, "Value") || is(t, "Adjective") || nominal(t) || plural || (object.length > 0 && t.normal === "of")
      if (!fits) break
      object.push(t.text)
      if (nominal(t) || plural) nouns++
      if (/[,;:.]/.test(t.post)) break
    }
    while (object.length > 0 && /^(of|the|a|an)$/i.test(object[object.length - 1]!)) object.pop()
    if (nouns === 0 || object.length === 0) continue
    // "Quench pipe routing and shielding must be agreed": an opener with a bare noun and a verb of its own later is a subject
    // "Work near the two primary schools": a place or a time after the verb is no object
    if (PLACE_WORDS.test(object[0]!)) continue
    if (opener && !is(next, "Determiner") && !is(next, "Value") && hasOwnVerb(terms, j)) continue
    out.push({ verb, object: object.join(" "), at: i })
    i = j - 1
  }
  return out
}
