// Issue 33, point 4: durations the brief states shape the tasks. A drafted task that does the work a stated
// duration is for ("a six-week run" -> "Run the 42 performances") lasts that long; "each ... for a three-month
// slot" with a task done at "the four partner museums in turn" lasts four slots. The deadline fit keeps them.
import type { WbsDraft } from "../../drafting/wbs"
import { statedDurations } from "../../rules/planning/stated-durations"

// the words of a task that does the work each noun names
const DOES: Record<string, RegExp> = {
  run: /\b(?:run|perform(?:ance)?s?|concerts?|gigs?)\b/i,
  tour: /\b(?:tour\w*|perform(?:ance)?s?|concerts?|gigs?)\b/i,
  transfer: /\btransfer\w*/i,
  slot: /\b(?:exhibition|show(?:ing)?s?)\b/i,
  showing: /\b(?:exhibition|show(?:ing)?s?)\b/i,
  show: /\b(?:exhibition|show(?:ing)?s?)\b/i,
  exhibition: /\b(?:exhibition|show(?:ing)?s?)\b/i,
  test: /\b(?:test|trial|pilot)\b/i,
  trial: /\b(?:test|trial|pilot)\b/i,
  pilot: /\b(?:test|trial|pilot)\b/i
}
const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 }
const IN_TURN = /\b(?:in turn|one after (?:another|the other)|one at a time|consecutively)\b/i
// management and paperwork never carry the work's own length
const NOT_THE_WORK = /\b(?:plan|prepare|agree|approve|review|brief|confirm|track|report|evaluate|book|contract|sign|market|promote)\w*\b/i

const STOP = new Set(["the", "and", "with", "for", "each", "from", "into", "then", "that", "this", "their", "its", "our"])
const words = (text: string): Array<string> => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1 && !STOP.has(w))

/** How many places a task works at in turn ("at the four partner museums in turn"), else 1. */
const placesInTurn = (task: string): number => {
  if (!IN_TURN.test(task)) return 1
  const m = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:[a-z-]+\s+){0,2}(?:venues?|museums?|sites?|partners?|galleries|cities|towns|schools|stores|branches)\b/i.exec(task)
  return m ? (COUNT_WORDS[m[1]!.toLowerCase()] ?? Number(m[1])) : 1
}

export interface StatedFit {
  readonly draft: WbsDraft
  /** the tasks whose length the brief states (the deadline fit keeps them) */
  readonly kept: ReadonlySet<string>
}

/** The draft with each stated duration on the task that does its work (at most one task per duration). */
export const withStatedDurations = (draft: WbsDraft, text: string): StatedFit => {
  const durations = statedDurations(text)
  if (durations.length === 0) return { draft, kept: new Set() }
  const set = new Map<string, number>()
  const leaves = draft.phases.flatMap((p, i) => p.tasks.map((t, k) => ({ id: `${i + 1}.${k + 1}`, task: t.task, days: t.duration_days })))
  const done = new Set<string>()
  for (const d of durations) {
    if (done.has(d.noun)) continue
    done.add(d.noun)
    const does = DOES[d.noun] ?? new RegExp(`\\b${d.noun}\\w*`, "i")
    // the words of every sentence that states this work's length: the first one's length counts
    const said = new Set(durations.filter((o) => o.noun === d.noun).flatMap((o) => words(o.text)))
    // of the tasks that do the work, the one sharing most words with the sentence ("Run the 42 performances")
    let best: (typeof leaves)[number] | undefined
    let bestScore = -1
    for (const t of leaves) {
      if (t.days <= 0 || set.has(t.id) || !does.test(t.task) || NOT_THE_WORK.test(t.task)) continue
      const score = words(t.task).filter((w) => said.has(w)).length
      if (score > bestScore) [best, bestScore] = [t, score]
    }
    if (best) set.set(best.id, d.days * (d.each ? placesInTurn(best.task) : 1))
  }
  if (set.size === 0) return { draft, kept: new Set() }
  const kept = new Set<string>()
  const phases = draft.phases.map((p, i) => ({
    ...p,
    tasks: p.tasks.map((t, k) => {
      const days = set.get(`${i + 1}.${k + 1}`)
      if (days === undefined) return t
      kept.add(t.task)
      return { ...t, duration_days: days }
    })
  }))
  return { draft: { ...draft, phases }, kept }
}
