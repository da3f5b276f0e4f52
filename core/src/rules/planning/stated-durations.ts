// Durations a brief states for a piece of its work (issue 33, point 4): "a six-week run", "a 17-day tour",
// "a three-month slot", "each for 14 weeks", "transfers to the Playhouse for three weeks". Read from its words
// as the brief limits are; what is history ("sold 78% of seats over a five-week run") or a lead time or a
// deadline's distance ("within three months of go-live") is not work to plan.
import { limitSentences } from "./brief-limits"

export interface StatedDuration {
  /** The brief's sentence. */
  readonly text: string
  /** Its words for the length and the work: "six-week run". */
  readonly words: string
  /** The work the length is for, as a stem: "run", "tour", "slot". */
  readonly noun: string
  /** Working days (a week is 5, a month 21; calendar days of a tour or a run count 5 in 7). */
  readonly days: number
  /** "each": the length is per venue, partner or site. */
  readonly each: boolean
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fourteen: 14, fifteen: 15, sixteen: 16, eighteen: 18, twenty: 20 }
const N = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join("|")})`
// "a six-week run", "a 17-day tour", "a three-month test"
const BEFORE_NOUN = new RegExp(`\\b(?:an?|the|one|each|its)\\s+${N}[- ](day|week|month)(?:s)?(?:[- ]long)?\\s+([a-z][a-z-]+)`, "gi")
// "each for 14 weeks", "transfers to the Tees Valley Playhouse for three weeks"
const FOR_LENGTH = new RegExp(`\\b(each|[a-z][a-z-]+)\\b(?:\\s+[A-Za-z'’-]+){0,6}?\\s+for\\s+(?:about\\s+|around\\s+|some\\s+)?${N}\\s+(days|weeks|months)\\b`, "gi")
// work the length can be for; anything else ("notice", "delay", "window") is not a task
const WORK_NOUNS = /^(?:run|runs|tour|tours|transfer|transfers|test|trial|pilot|slot|showing|show|exhibition|residency|season|festival|campaign|programme|program|placement|consultation|installation|build|blockade|closure|shutdown|possession|migration|parallel|hypercare|rehearsals?|recording|shoot|filming|fieldwork|survey)$/i
// history or a limit: "sold ... over a five-week run", "within three months of go-live"
const NOT_PLANNED = /\b(?:was|were|had|sold|made|took|ran|lasted|last (?:year|time)|in 20[01]\d|in 202[0-6])\b/i

const number = (w: string): number => NUMBER_WORDS[w.toLowerCase()] ?? Number(w)
const workingDays = (n: number, unit: string, noun: string): number => {
  const u = unit.toLowerCase().replace(/s$/, "")
  if (u === "week") return n * 5
  if (u === "month") return n * 21
  // a tour or a run goes on through weekends: its calendar days are 5 working days in 7
  return /^(?:tour|run|festival|residency|season)/i.test(noun) ? Math.ceil((n * 5) / 7) : n
}
const stem = (noun: string): string =>
  noun
    .toLowerCase()
    .replace(/(ch|sh|ss|x)es$/, "$1")
    .replace(/([^s])s$/, "$1")
    .replace(/^program$/, "programme")

/** The durations a brief's text states for pieces of its work, in its order (a work noun may come more than once). */
export const statedDurations = (briefText: string): ReadonlyArray<StatedDuration> => {
  const out: Array<StatedDuration> = []
  for (const sentence of limitSentences(briefText)) {
    if (NOT_PLANNED.test(sentence)) continue
    for (const m of sentence.matchAll(BEFORE_NOUN)) {
      const noun = m[3]!
      if (!WORK_NOUNS.test(noun)) continue
      const each = /\beach\b/i.test(m[0]) || /\beach\b[^.;]{0,60}$/i.test(sentence.slice(0, m.index))
      out.push({ text: sentence, words: m[0].replace(/^(?:an?|the|one|each|its)\s+/i, ""), noun: stem(noun), days: workingDays(number(m[1]!), m[2]!, noun), each })
    }
    for (const m of sentence.matchAll(FOR_LENGTH)) {
      const each = m[1]!.toLowerCase() === "each"
      // "each for 14 weeks": the work is what the sentence is about before it ("four venues, each for 14 weeks");
      // else the last work word before "for" ("the show transfers to the Playhouse for three weeks")
      const noun = each
        ? (sentence.slice(0, m.index).match(/\b([a-z-]+)\b[^a-z]*$/i)?.[1] ?? "")
        : (m[0].slice(0, m[0].search(/\sfor\s/i)).split(/\s+/).filter((w) => WORK_NOUNS.test(w)).at(-1) ?? "")
      if (noun === "") continue
      out.push({ text: sentence, words: m[0], noun: stem(noun), days: workingDays(number(m[2]!), m[3]!, noun), each })
    }
  }
  return out
}
