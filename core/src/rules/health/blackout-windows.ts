// Blackout windows a brief names ("no work on site between 20 December 2026 and 4 January 2027",
// "change freeze 1-14 July 2026", "the museum is closed in August 2026"), read from its words as the
// brief limits are: a sentence with a blackout word and one or two dates.
import { DATE_WORDS, MONTH_RE, limitSentences, parseDate } from "../planning/brief-limits"

export interface BlackoutWindow {
  /** The brief's sentence. */
  readonly text: string
  /** YYYY-MM-DD, inclusive. */
  readonly start: string
  readonly end: string
}

// "closed" alone is not a blackout ("gaps closed by June"): only a place or a period closed for a time is
const BLACKOUT = /\b(blackout|black-out|freeze|frozen|embargo|shut ?down|(?:is|are|will be|stays?|remains?) closed (?:from|between|during|for|in|on|over|(?=\d))|closure (?:from|between|during|period)|no (?:work|works|changes?|deployments?|releases?|access|site work))\b/i
const DAY_RANGE = new RegExp(`\\b(\\d{1,2})\\s*(?:[-–]|to|until)\\s*(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_RE}\\s+(20\\d\\d)\\b`, "i")
// "29 June - 3 July 2026": the first day's month without its year
const MONTH_RANGE = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_RE}\\s*(?:[-–]|to|until)\\s*(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_RE}\\s+(20\\d\\d)\\b`, "i")
const DATES = new RegExp(DATE_WORDS, "gi")
const MONTH_ONLY = new RegExp(`^(?:early|mid|late)?\\s*${MONTH_RE}\\s+20\\d\\d$`, "i")

const iso = (d: Date): string => d.toISOString().slice(0, 10)

const windowOf = (sentence: string): BlackoutWindow | undefined => {
  const r = DAY_RANGE.exec(sentence)
  if (r) {
    const start = parseDate(`${r[1]} ${r[3]} ${r[4]}`)
    const end = parseDate(`${r[2]} ${r[3]} ${r[4]}`)
    return start && end ? { text: sentence, start: iso(start), end: iso(end) } : undefined
  }
  const mr = MONTH_RANGE.exec(sentence)
  if (mr) {
    const start = parseDate(`${mr[1]} ${mr[2]} ${mr[5]}`)
    const end = parseDate(`${mr[3]} ${mr[4]} ${mr[5]}`)
    if (start && end && start <= end) return { text: sentence, start: iso(start), end: iso(end) }
  }
  const dated = [...sentence.matchAll(DATES)].map((m) => m[0].trim()).filter((w) => /\d/.test(w) && parseDate(w) !== undefined)
  if (dated.length === 0) return undefined
  const first = dated[0]!
  const end = parseDate(dated[1] ?? first)!
  // one month named alone ("closed in August 2026") is the whole month
  const start = dated.length === 1 && MONTH_ONLY.test(first) ? new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1)) : parseDate(first)!
  return start <= end ? { text: sentence, start: iso(start), end: iso(end) } : undefined
}

/** The blackout windows a brief's text names, in its order. */
export const blackoutWindows = (briefText: string): ReadonlyArray<BlackoutWindow> =>
  limitSentences(briefText).flatMap((s) => {
    if (!BLACKOUT.test(s)) return []
    const w = windowOf(s)
    return w ? [w] : []
  })
