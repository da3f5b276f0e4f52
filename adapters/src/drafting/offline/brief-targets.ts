// The scope's target sentences as goals (issue 33, point 6): a sentence of the scope with a figure, a
// percentage, "every/all" or a date is an outcome the sponsor wants, titled as that outcome and measured by
// its own KPIs: "All 312,000 specimens packed ... by August 31, 2028, with damage in transit under 0.5% of
// items" -> "312,000 specimens packed ... by August 31, 2028" with Specimens verified ...: 312,000 by ...
// and Damage in transit: under 0.5% of items. A target measured after the project ("in the first 12 months
// of service") stays, as a benefit reviewed after closure.
import { sentencesOf } from "./brief-facts"
import { goalFigures, type GoalFigure } from "./goal-figures"
import { capitalise } from "./text"

export interface TargetKpi {
  readonly metric: string
  readonly target: string
}

export interface TargetGoal {
  readonly title: string
  readonly kpis: ReadonlyArray<TargetKpi>
  /** Measured after the project closes (a benefit), not at handover. */
  readonly benefit: boolean
  /** What is handed over, without its date ("Basement emptied and cleaned"), when the target is a thing done. */
  readonly deliverable?: string
}

const TRIGGER = /(?<![A-Za-z])\d|\b(?:every|each|all)\b|^(?:no|zero)\s/i
// a figure of today or of the past is background, not a target
const HISTORY = /\b(?:was|were|had|did|has been|have been|since|ago|last year|currently|today|at present)\b/i
const DATE_IN = /\b\d{1,2}\s+[A-Z][a-z]+\s+\d{4}\b|\b[A-Z][a-z]+\s+\d{1,2},\s+\d{4}\b/g
const MODAL = /\s+(?:must|should|shall|will|is to|are to|has to|have to|needs? to|is expected to|are expected to)\s+/i
const DUE = /\s+((?:by|before|no later than|ahead of)\s+.+?|on\s+\d{1,2}\s+[A-Z][a-z]+\s+\d{4})$/i
const AFTER = /\s+((?:in|during|over|within)\s+(?:the|its|their)\s+first\s+(?:\d+|[a-z]+\s+)?\s*(?:months?|years?|weeks?|seasons?)(?:\s+of\s+(?:service|operation|use|opening|trading))?|within\s+(?:\d+|[a-z]+)\s+(?:months?|weeks?|years?)\s+of\s+(?:go-live|opening|handover|service|launch)|after\s+(?:go-live|handover|opening|launch|completion))(?![\w-])/i
const BASELINE = /,?\s*(?:against|from|compared with|versus)\s+(?:a|an|the)\s+(?:((?:19|20)\d\d)\s+)?baseline\s+of\s+([^,;]+)/i
const PARTICIPLE = "(?:[a-z-]+ed|[a-z]+(?:en|wn|ilt|ung|old|eft|ent|ught|ade|one|ut|ed))"
const PARTICIPLES = new RegExp(`^(${PARTICIPLE}(?:(?:,\\s*|\\s+(?:and|or)\\s+|,\\s+(?:and|or)\\s+)${PARTICIPLE})*)\\b(.*)$`, "i")
const NOT_PARTICIPLE = /^(?:need|seed|speed|feed|between|even|often|open|seven|eleven|children|women|men|garden|kitchen|hundred|red|bed|shed|shut|put|cut|but|out|about)$/i
const LEVEL = /^(.+?)\s+(under|below|over|above|at least|at most|no more than|no less than|less than|more than|fewer than|within|of)\s+(\d.*)$|^(.+?)\s+(at)\s+(\d[\d,.]*\s+[a-z]+\s+per\s+.+)$/i
const SUBJECT_START = /^(?:the|a|an|our|all|every|each|\d|[A-Z])/

const WORD_COUNTS: Record<string, string> = { two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9", ten: "10", twelve: "12", twenty: "20" }
const COUNT_WORDS = Object.keys(WORD_COUNTS).join("|")
const DONE: Record<string, string> = { replace: "replaced", renew: "renewed", install: "installed", plant: "planted", scan: "scanned", digitise: "digitised", retrofit: "retrofitted", refit: "refitted", deliver: "delivered", train: "trained", upgrade: "upgraded", restore: "restored", build: "built", refurbish: "refurbished", migrate: "migrated", move: "moved", recruit: "recruited", open: "opened", close: "closed", remove: "removed", strengthen: "strengthened", convert: "converted", connect: "connected", vaccinate: "vaccinated", equip: "equipped", relocate: "relocated", repair: "repaired", inspect: "inspected", register: "registered", hire: "hired", buy: "bought", fit: "fitted" }
const tidy = (s: string): string => s.replace(/\s+/g, " ").replace(/[\s,;:.]+$/, "").trim()
const dropArticle = (s: string): string => s.replace(/^(?:the|a|an|our)\s+/i, "")
const third = (verb: string): string => (/(?:s|sh|ch|x|z)$/.test(verb) ? `${verb}es` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : verb === "have" ? "has" : `${verb}s`)
const plural = (noun: string): string => (/s$/.test(noun) ? noun : /[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : /(?:ch|sh|x)$/.test(noun) ? `${noun}es` : `${noun}s`)

/** "The basement must be emptied" -> "The basement emptied"; "Every lot must carry a barcode" -> "Every lot carries a barcode". */
const asOutcome = (clause: string): string | undefined => {
  const m = MODAL.exec(clause) ?? /^(?:every|each|all)\s+[a-z-]+(?:\s+[a-z-]+)?(\s+to\s+)/i.exec(clause)
  if (m && m.index === 0) {
    // "Every club to have ...": the infinitive is the club's state
    const cut = clause.indexOf(m[1]!)
    const [verb, ...tail] = clause.slice(cut + m[1]!.length).split(/\s+/)
    return `${clause.slice(0, cut)} ${third(verb!)} ${tail.join(" ")}`
  }
  if (!m) return clause
  const subject = clause.slice(0, m.index)
  const rest = clause.slice(m.index + m[0].length)
  if (!SUBJECT_START.test(subject) || subject.split(/\s+/).length > 8 || /\b(?:we|you|they|it)\b/i.test(subject)) return undefined
  if (/^be\s+/i.test(rest)) return `${subject} ${rest.replace(/^be\s+/i, "")}`
  const [verb, ...tail] = rest.split(/\s+/)
  if (!verb || !/^[a-z]+$/.test(verb)) return undefined
  const single = /^(?:every|each)\s/i.test(subject) || !/s$/i.test(subject.split(/\s+/).at(-1)!)
  return `${subject} ${single ? third(verb) : verb} ${tail.join(" ")}`.trim()
}

/** The KPI of a level the sentence sets: "damage in transit under 0.5% of items". */
const levelKpi = (clause: string): TargetKpi | undefined => {
  const hit = LEVEL.exec(clause)
  const m = hit && hit[1] === undefined ? ([hit[0], hit[4], hit[5], hit[6]] as unknown as RegExpExecArray) : hit
  if (!m || m[1]!.split(/\s+/).length > 7 || !/[a-z]{3}/i.test(m[1]!) || /\b(?:for|to|of|in|on|at|by|with|from)$/i.test(m[1]!)) return undefined
  const metric = capitalise(dropArticle(tidy(m[1]!)))
  return { metric, target: tidy(m[2]!.toLowerCase() === "of" ? m[3]! : `${m[2]!.toLowerCase()} ${m[3]!}`) }
}

/** The KPIs of one outcome: its counted thing, its level, or the outcome done by its date. */
const outcomeKpis = (outcome: string, due: string | undefined): Array<TargetKpi> => {
  const by = due ? ` ${due}` : ""
  // "312,000 specimens packed, moved, re-shelved and verified at the Collections Center", "Crew of 14 trained"
  const counted = new RegExp(`^(?:all\\s+)?(?:(\\d[\\d,]*|${COUNT_WORDS})\\s+((?:[a-z'’-]+\\s+){0,4}?[a-z'’-]+)|([a-z]+(?:\\s+[a-z]+)?)\\s+of\\s+(\\d[\\d,]*))\\s+(.+)$`, "i").exec(outcome)
  if (counted) {
    const n = WORD_COUNTS[(counted[1] ?? "").toLowerCase()] ?? counted[1] ?? counted[4]!
    const thing = counted[2] ?? counted[3]!
    const done = PARTICIPLES.exec(counted[5]!)
    if (done && !done[1]!.split(/[\s,]+/).some((w) => NOT_PARTICIPLE.test(w))) {
      const last = done[1]!.split(/,\s*|\s+(?:and|or)\s+/).filter((w) => w.length > 0 && !/^(?:and|or)$/i.test(w))
      const what = last.length > 2 ? last.at(-1)! : done[1]!.replace(/,\s+/g, " ")
      const where = tidy(done[2]!.replace(/\s+(?:with|so that|while)\s+.*$/i, ""))
      return [{ metric: capitalise(`${thing} ${what}${where.split(/\s+/).length <= 5 ? ` ${where}` : ""}`.trim()), target: `${n}${by}` }]
    }
  }
  // "120 battery-electric buses in passenger service from the two depots": the counted thing in its state
  const many = /^(?:all\s+)?(\d[\d,]*)\s+(.+?)(?:\s+(?:from|at|across|through|using)\s+.+)?$/i.exec(outcome)
  if (many && !/%/.test(many[2]!) && many[2]!.split(/\s+/).length <= 7) return [{ metric: capitalise(many[2]!), target: `${many[1]}${by}` }]
  // "Zero missed deliveries during the move", "No station loses engine coverage for more than 24 hours"
  const none = /^(?:zero|no)\s+(.+)$/i.exec(outcome)
  if (none) {
    const [noun, verb, ...rest] = none[1]!.split(/\s+/)
    const doing = verb && /^[a-z]+s$/.test(verb) && !/ss$/.test(verb) ? `${plural(noun!)} ${verb.slice(0, -1).replace(/e$/, "")}ing ${rest.join(" ")}` : none[1]!
    return [{ metric: capitalise(doing), target: `None${by}` }]
  }
  // "At least 30% native vegetation cover on rehabilitated areas", "Verge parking down 90%"
  const share = /^(at least|over|under|more than|less than|no more than|fewer than)\s+(\d[\d,.]*\s*%?)\s+(?:of\s+)?(.+)$/i.exec(outcome)
  if (share) return [{ metric: capitalise(share[3]!), target: `${share[1]!.toLowerCase()} ${share[2]!.replace(/\s+/g, "")}${by}` }]
  const part = /^(\d[\d,.]*\s*%)\s+of\s+(.+)$/i.exec(outcome)
  if (part) return [{ metric: capitalise(part[2]!), target: `${part[1]!.replace(/\s+/g, "")}${by}` }]
  const moved = /^(.+?)\s+(down|up)\s+(?:by\s+)?(\d[\d,.]*\s*%)(.*)$/i.exec(outcome)
  if (moved) return [{ metric: capitalise(moved[1]!), target: `${moved[3]!.replace(/\s+/g, "")} ${moved[2]!.toLowerCase() === "down" ? "lower" : "higher"}${moved[4]!}${by}` }]
  const level = levelKpi(outcome)
  if (level && /\d/.test(level.target)) return [{ metric: level.metric, target: `${level.target}${by}` }]
  // "Every lot carries a barcode": the whole population
  const every = /^(?:every|each|all)\s+([a-z-]+(?:\s+[a-z-]+)?)\s+(has|have|is|are|carries|carry|holds|hold|gets|get|receives|receive|meets|meet|passes|pass|uses|use)\s+(.+)$/i.exec(outcome)
  if (every) {
    const noun = plural(every[1]!.toLowerCase())
    const verb = every[2]!.toLowerCase()
    const rest = every[3]!
    const state = /^(?:is|are)$/.test(verb)
      ? rest
      : /^(?:has|have)$/.test(verb) && /^[a-z]+(?:ed|en|wn)\b/.test(rest)
        ? `that have ${rest}`
        : /^(?:has|have|carries|carry|holds|hold)$/.test(verb)
          ? `with ${rest.replace(/^(?:a|an|the|their|its)\s+/i, "a ")}`
          : `that ${verb.replace(/(ss|sh|ch|x)es$/, "$1").replace(/([^s])s$/, "$1")} ${rest}`
    return [{ metric: capitalise(`${noun} ${state}`), target: `100%${by}` }]
  }
  return due ? [{ metric: outcome.split(/\s+/).length <= 10 ? capitalise(outcome) : "Outcome achieved and accepted", target: capitalise(due) }] : []
}

/** One target sentence as a goal, or undefined when it is background or cannot be said as an outcome. */
const targetOf = (sentence: string): TargetGoal | undefined => {
  // "August 31, 2028" is written "31 August 2028": a title never ends on a comma and a year
  let s = tidy(sentence.replace(/^(?:followed by|then|and then)\s+/i, "").replace(/\b([A-Z][a-z]+)\s+(\d{1,2}),\s+(\d{4})\b/g, "$2 $1 $3").replace(/^(?:we want|we need|the aim is|the goal is|our goal is|success is|success means)\s+(?:to\s+(?:have|see)\s+)?/i, ""))
  if (!TRIGGER.test(s) && !DUE.test(s)) return undefined
  if (/^(?:we|our|they|it|there|this|that)\b/i.test(s) || /^(?:\$|£|€|[A-Z]{3}\s?\d)/.test(s) || /\b(?:budget|capital|grant|funding|cost)s?\b/i.test(s.split(/\s+/).slice(0, 4).join(" "))) return undefined
  const baseline = BASELINE.exec(s)
  if (baseline) s = tidy(s.replace(baseline[0], ""))
  if (HISTORY.test(s)) return undefined
  // ", with damage in transit under 0.5% of items": a second measure of the same outcome
  const withTail = /,\s*(?:with|and with|while keeping)\s+(.+)$/i.exec(s)
  // "..., with enough depot charging ..., by the end of 2030": the due date after the tail is the outcome's
  const tailDue = withTail ? /,\s+((?:by|before)\s+(?:the\s+end\s+of\s+)?(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\s+)?\d{4})\b/.exec(withTail[1]!) : null
  if (withTail) s = tidy(`${s.slice(0, withTail.index)}${tailDue ? ` ${tailDue[1]}` : ""}`)
  s = s.replace(/^(?:have|get|see)\s+(?=(?:all\s+)?\d)/i, "")
  // "Replace 24 engines with new engines ... by 31 December 2030" -> "24 engines replaced with new engines ..."
  const verbFirst = /^([A-Z][a-z]+)\s+(.+?)((?:,|\s+(?:at|in|on|across|to|for|from|with|by|before|into))\s+.*)?$/.exec(s)
  const doneVerb = verbFirst ? DONE[verbFirst[1]!.toLowerCase()] : undefined
  if (verbFirst && doneVerb && verbFirst[2]!.split(/\s+/).length <= 6) s = capitalise(`${verbFirst[2]!.replace(/^(?:the|our)\s+/i, "")} ${doneVerb}${verbFirst[3] ?? ""}`)
  const outcome = asOutcome(s)
  if (!outcome) return undefined
  const title = capitalise(tidy(outcome.replace(/^(?:the|a|an|our)\s+/i, "").replace(/^all\s+(?=\d)/i, "")))
  const words = title.split(/\s+/)
  // "Closing at the last one by ...": a participle with nothing it is about
  if (words.length < 3 || words.length > 22 || /^[A-Za-z]+ing\s+(?:at|in|on|by|to|with|for)\b/.test(title) || /\b(?:one|it|them)\s+(?:by|before|on)\s/i.test(title)) return undefined
  const after = AFTER.exec(title)
  // a due date is a date or an event of the project ("by the required date" names none)
  const bare = after ? title.replace(after[0], "") : title
  // "Gates open on 9 July 2027 for a three-day festival": a dated clause mid-sentence
  const due = [DUE.exec(bare)?.[1] ?? /\s((?:on|by|before)\s+\d{1,2}\s+[A-Z][a-z]+\s+\d{4})\b/.exec(bare)?.[1]].find((d) => d !== undefined && /\d|handover|go-live|opening|launch|closure|arriv|season|term/i.test(d))
  const core = tidy((after ? title.replace(after[0], "") : title).replace(due ? ` ${due}` : "", ""))
  const review = after ? `${tidy(after[1]!)} (a benefit reviewed after closure)` : undefined
  const base = baseline ? `; baseline ${tidy(baseline[2]!)}${baseline[1] ? ` (${baseline[1]})` : ""}` : ""
  const own = outcomeKpis(core, due).map((k) => ({ metric: k.metric, target: `${k.target}${review && !k.target.includes(review) ? ` ${review}` : ""}${base}` }))
  const extra = withTail ? withTail[1]!.replace(tailDue?.[0] ?? "\u0000", "").split(/\s+and\s+(?=[a-z]+\s+[a-z]+\s+(?:under|below|over|above|at least|within))/i).flatMap((c) => levelKpi(tidy(c)) ?? []) : []
  if ((!TRIGGER.test(title) && due === undefined) || own.length === 0) return undefined
  // a thing done (a participle, "in service") is handed over; a level or a share is measured, not delivered
  const done = review === undefined && !/%/.test(core) && !/^(?:every|each|all)\s/i.test(core) && new RegExp(`\\b(?:${PARTICIPLE}|in service|in place|live|open)\\b`).test(core.split(/\s+/).slice(1).join(" "))
  return { title, kpis: [...own, ...extra].filter((k) => k.metric.split(/\s+/).length <= 12), benefit: review !== undefined, ...(done ? { deliverable: core } : {}) }
}

/** A figure the goal readers found, as a target goal; one measured after the project is a benefit. */
const fromFigure = (f: GoalFigure): TargetGoal => {
  const after = AFTER.exec(` ${f.target}`)
  const target = after ? `${f.target} (a benefit reviewed after closure)` : f.target
  return { title: f.goal, kpis: [{ metric: f.metric, target }], benefit: after !== null }
}

/** The target sentences of the scope's answers, in order, each as a goal with its own KPIs (a sentence the figure readers understand is read by them). */
export const briefTargets = (texts: ReadonlyArray<string>): Array<TargetGoal> =>
  // "Everyone moved in by 28 February 2029, and the old offices vacated by 30 April 2029": two outcomes
  sentencesOf(texts.join("\n")).flatMap((s) => s.split(/(?<=\d{4}|[a-z]{3})\.\s+(?=[A-Z0-9])/)).flatMap((s) => s.split(/,?\s+and\s+(?=(?:the|every|each)\s|all\s+(?!\d))|;\s+/i)).flatMap((s) => {
      // "Connection tickets down 80%, and capacity for 2 devices per student": two measures, each with its figure
      const parts = s.split(/,\s+and\s+/)
      return parts.length > 1 && parts.every((p) => /\d/.test(p)) && (s.match(DATE_IN) ?? []).length === 0 ? parts : [s]
    }).flatMap((s) => ((s.match(DATE_IN) ?? []).length >= 2 && !/\([^)]*,/.test(s) ? s.split(/,\s+(?:and\s+)?(?=[a-z])/i) : [s])).flatMap((s) => {
    const figures = goalFigures(s)
    const own = targetOf(s)
    // one figure the outcome already names ("All 312,000 specimens packed, moved ... and verified"): the whole outcome is kept
    const covers = own !== undefined && figures.length === 1 && figures[0]!.metric.toLowerCase().split(/\s+/).every((w) => own.title.toLowerCase().includes(w))
    return figures.length > 0 && !covers ? figures.map(fromFigure) : own ? [own] : []
  })
