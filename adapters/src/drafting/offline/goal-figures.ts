// The brief's own targets (issue 33, point 6): a goal clause with a figure becomes a KPI in its words,
// "Bring bursts in the area down by 70% against the FY2025 figure" -> Bursts in the area: 70% lower than
// the FY2025 figure; "keep any customer's unplanned outage under 5 hours" -> Unplanned outage per customer:
// under 5 hours; "no more than 2 planned interruptions per household" -> Planned interruptions per household:
// no more than 2; "90% of applications online by June 30, 2028" -> Applications online: 90% by June 30, 2028.
import { sentencesOf } from "./brief-facts"
import { capitalise } from "./text"

export interface GoalFigure {
  /** The goal as an outcome ("Fleet tailpipe CO2 50% below 2023 levels by 2030"), else the sponsor's clause, verb first. */
  readonly goal: string
  readonly metric: string
  readonly target: string
}

const FIGURE = /\d/
// "every driver and engineer at both depots is trained before ...": a whole population reached, no figure written
const EVERY = /^(?:every|each|all)\s+.+?\s+(?:is|are|gets?|has been|have been|will be)\s+[a-z]+(?:ed|en|wn)\b/i
const clean = (s: string): string =>
  s.replace(/^(?:the|our|any|all|every)\s+/i, "").replace(/^([a-z-]+)['’]s\s+/i, "$1 ").replace(/[\s,;:.]+$/, "").trim()
const metricOf = (s: string): string => capitalise(clean(s).replace(/\s+for\s+(?:them|us|it)$/i, ""))
/** "driver and engineer" -> "drivers and engineers" (the head nouns of a whole population). */
const plural = (s: string): string => s.split(/\s+and\s+/).map((w) => (/s$/i.test(w) ? w : /[^aeiou]y$/i.test(w) ? `${w.slice(0, -1)}ies` : /(?:ch|sh|x)$/i.test(w) ? `${w}es` : `${w}s`)).join(" and ")
// a date the target is due by, when the clause carries none ("..., by the end of 2030")
const BY_DATE = /\bby\s+((?:the\s+)?end\s+of\s+(?:[A-Za-z]+\s+)?\d{4}|\d{1,2}\s+[A-Z][a-z]+\s+\d{4}|[A-Z][a-z]+\s+\d{1,2},?\s+\d{4}|(?:[A-Z][a-z]+\s+)?\d{4})\b/
const DATED = /\b(?:by|before|within|in|over|after|from|until|during)\b.*(?:\d{4}|year|month|week|day|season|term|arrive|start|open)/i
// "The new fleet should achieve ...": the subject the target is about, and the target clause
const MOVED = /\s(?:fall|falls|drop|drops|come down|comes down|rise|rises|go up|goes up|increase|increases|decrease|decreases|improve|improves|move|moves)\s+from\s+\d[^.]*?\s+to\s+\d/i
const SUBJECT = /^((?:the|our|each|every|all)\s+[a-z -]{2,40}?)\s+(?:should|must|will|shall|needs? to|has to|have to|is expected to|are expected to|is to|are to)\s+(.+)$/i

/** "2" + "days by 2028" -> "2 days by 2028"; "70% lower" + " than ..." as it is. */
const joined = (head: string, rest: string): string => `${head}${/^[A-Za-z]/.test(rest) ? " " : ""}${rest}`.replace(/\s+$/, "")

const WORD_COUNTS: Record<string, string> = { two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9", ten: "10", twelve: "12", twenty: "20" }
const COUNT_WORDS = Object.keys(WORD_COUNTS).join("|")
const NOT_PARTICIPLE = /^(?:is|are|was|were|has|have|had|between|even|often|when|then|open|been|seen|seven|eleven|children|women|men|garden|kitchen|given|need|speed|feed|seed|hundred)$/i
// a figure of today, not a target: "11% of appointments were missed", "80% still on paper"
const TODAY = /\b(?:was|were|had|did|still|currently|today|last year|at present)\b/i
// "We're aiming for 150,000 visitors across the five venues": what follows the lead-in is the target
const AIMING = /^(?:we(?:'re| are)\s+aiming\s+for|we\s+aim\s+for|aiming\s+for|the\s+target\s+is|a\s+target\s+of)\s+/i
// "By the end of the summer term at least 75% ...": a leading due date
const LEADING_DUE = /^by\s+((?:the\s+)?(?:end|start)\s+of\s+(?:the\s+)?[a-z0-9/ ]+?(?:\d{4}|term|year|season)|\d{1,2}\s+[A-Z][a-z]+\s+\d{4}|[A-Z][a-z]+\s+\d{4})\s*,?\s+/i

// a metric that names nothing measurable
const VAGUE_METRIC = /^(?:time|the time|it|them|this|that|these|those)$|^(?:for|to|of|in|on|at|by|with)\s/i

type Reader = (clause: string) => { metric: string; target: string; title?: string; needsDue?: boolean } | undefined

const READERS: ReadonlyArray<Reader> = [
  // "the average time to issue a permit should fall from 15 days to 2 days": a level moved from today's to the target's
  (c) => {
    const m = /^(.+?)\s+(?:should|must|will|is to|are to|needs? to)?\s*(?:fall|falls|drop|drops|come down|comes down|rise|rises|go up|goes up|increase|increases|decrease|decreases|improve|improves|move|moves)\s+from\s+(\d[\d,.]*\s*(?:%|[a-z]+)?)\s+to\s+(\d[\d,.]*\s*(?:%|[a-z]+)?)(.*)$/i.exec(c)
    if (!m || VAGUE_METRIC.test(m[1]!) || m[1]!.split(/\s+/).length > 9) return undefined
    const metric = m[1]!.replace(/^(?:the|our)\s+/i, "")
    const way = /\b(?:fall|drop|come|decrease)/i.test(c) ? "down " : /\b(?:rise|go|goes|increase)/i.test(c) ? "up " : ""
    return { metric, target: `${m[3]!.trim()} (from ${m[2]!.trim()})${m[4]!}`, title: `${metric} ${way}from ${m[2]!.trim()} to ${m[3]!.trim()}${m[4]!}` }
  },
  // "requires our fleet's tailpipe CO2 to be 50% below 2023 levels by 2030"
  (c) => {
    const m = /^(?:.+?\b(?:requires?|wants?|needs?|expects?|asks?|obliges?)\s+)?(.+?)\s+to\s+(?:be|fall|drop|come down|rise|stay)\s+((?:at least\s+|at most\s+)?\d[\d,.]*\s*%)\s+(below|under|lower than|above|higher than|over)\s+(.+)$/i.exec(c)
    return m ? { metric: m[1]!, target: `${m[2]!.replace(/\s+/g, "")} ${m[3]!.toLowerCase()} ${m[4]!}`, title: `${metricOf(m[1]!)} ${m[2]!.replace(/\s+/g, "")} ${m[3]!.toLowerCase()} ${m[4]!}` } : undefined
  },
  // "every driver and engineer at both depots is trained before their buses arrive"
  (c) => {
    const m = /^(?:every|each|all)\s+(.+?)\s+(?:is|are|gets?|has been|have been|will be)\s+([a-z]+(?:ed|en|wn))\b\s*(.*)$/i.exec(c)
    if (!m) return undefined
    const [head, ...tail] = m[1]!.split(/\s+(?=(?:at|in|on|of|from|across|within)\s)/)
    const who = [plural(head!), ...tail].join(" ")
    return { metric: `${who} ${m[2]!}`, target: `100%${m[3] ? ` ${m[3]}` : ""}`, title: capitalise(`all ${who} ${m[2]!}${m[3] ? ` ${m[3]}` : ""}`) }
  },
  // "Bring bursts in the area down by 70% against the FY2025 figure", "cut waiting times by 30% by 2028"
  (c) => {
    const m = /^(?:bring|cut|reduce|lower|get|drive)\s+(.+?)\s+(?:down\s+)?(?:by|to)\s+(?:the\s+)?(?:[a-z]+\s+)?(\d[\d,.]*\s*%?(?:\s*(?:per ?cent|percent))?)(.*)$/i.exec(c)
    // "cut waiting times from 15 days to 2 days": today's level is the baseline, not part of the metric
    const from = m ? /^(.+?)\s+from\s+(\d[\d,.]*\s*(?:%|[a-z]+)?)$/i.exec(m[1]!) : null
    if (m && from) return { metric: from[1]!, target: `${joined(m[2]!.trim(), m[3]!)} (from ${from[2]!.trim()})`, title: `${metricOf(from[1]!)} down from ${from[2]!.trim()} to ${joined(m[2]!.trim(), m[3]!)}` }
    return m ? { metric: m[1]!, target: joined(`${m[2]!.trim()}${/%|cent/.test(m[2]!) && /\bby\b/i.test(c.slice(0, c.indexOf(m[2]!))) ? " lower" : ""}`, m[3]!.replace(/^\s*against\s+/i, " than ")) } : undefined
  },
  // "raise coverage to 70%", "increase bookings by 20% by 2028"
  (c) => {
    const m = /^(?:raise|increase|grow|lift|improve|boost|double)\s+(.+?)\s+(?:to|by)\s+(\d[\d,.]*\s*%?)(.*)$/i.exec(c)
    const up = m && /\bby\s+\d/i.test(c)
    return m ? { metric: m[1]!, target: joined(up && /%/.test(m[2]!) ? `${m[2]!.trim()} higher` : up ? `up ${m[2]!.trim()}` : m[2]!.trim(), m[3]!) } : undefined
  },
  // "keep any customer's unplanned outage under 5 hours", "hold response times within 2 minutes"
  (c) => {
    const m = /^(?:keep|hold|maintain)\s+(.+?)\s+(under|below|above|over|within|at or above|at or below|at least)\s+(\d.*)$/i.exec(c)
    return m ? { metric: m[1]!.replace(/^any\s+(\w+)['’]s\s+(.+)$/i, "$2 per $1"), target: `${m[2]!.toLowerCase()} ${m[3]!}` } : undefined
  },
  // "have no more than 2 planned interruptions per household over the whole program"
  (c) => {
    const m = /^(?:have\s+|with\s+)?(no more than|at most|fewer than|less than|at least|more than)\s+(\d[\d,.]*)\s+(.+)$/i.exec(c)
    return m ? { metric: m[3]!, target: `${m[1]!.toLowerCase()} ${m[2]!}` } : undefined
  },
  // "90% of applications online by June 30, 2028", "70% coverage for people 65 and over"
  (c) => {
    const m = /^(\d[\d,.]*\s*%)\s+(?:of\s+)?(.+?)(\s+(?:by|before|within|in)\s+.+)?$/i.exec(c)
    return m && m[2]!.split(/\s+/).length <= 8 ? { metric: m[2]!, target: `${m[1]!.replace(/\s+/g, "")}${m[3] ?? ""}` } : undefined
  },
  // "achieve at least 97% availability in its first year", "reach 500 members by 2028"
  (c) => {
    const m = /^(?:achieve|reach|hit|deliver|attain)\s+((?:at least|over|above|more than)\s+)?(\d[\d,.]*\s*%?)\s+(.+?)(\s+(?:in|by|within|over|before)\s+.+)?$/i.exec(c)
    return m ? { metric: m[3]!, target: `${m[1] ?? ""}${m[2]!.replace(/\s+/g, "")}${m[4] ?? ""}` } : undefined
  },
  // "All 14 high gaps closed by 30 June 2027", "all six bridges strengthened to carry RA8 loads by 31 March 2029"
  (c) => {
    const m = new RegExp(`^(?:all\\s+)?(\\d[\\d,]*|${COUNT_WORDS})\\s+((?:[a-z0-9'’-]+\\s+){0,4}?[a-z'’-]+)\\s+([a-z]+(?:ed|en|wn))\\b(.*)$`, "i").exec(c)
    if (!m || NOT_PARTICIPLE.test(m[3]!)) return undefined
    const n = WORD_COUNTS[m[1]!.toLowerCase()] ?? m[1]!
    const due = /\s((?:by|before|within)\s.+)$/i.exec(m[4]!)
    // "3,400 pupils started Year 7 in September 2026" is history: a counted outcome is for all of them or due by a date
    return { metric: `${m[2]!.replace(/^ha$/i, "hectares")} ${m[3]!}`, target: `${/^all\s/i.test(c) ? "All " : ""}${n}${due ? ` ${due[1]}` : ""}`, title: capitalise(c), ...(/^all\s/i.test(c) || due ? {} : { needsDue: true }) }
  },
  // "at least 75% of tutored pupils should be at the expected standard", "At least 30% native vegetation cover on rehabilitated areas"
  (c) => {
    const m = /^(at least|over|more than|under|fewer than|no more than|less than)\s+(\d[\d,.]*\s*%?)\s+(?:of\s+)?(.+?)(?:\s+(?:should|must|will|to)\s+(?:be\s+)?(.+?))?(\s+(?:by|before|within)\s+.+)?$/i.exec(c)
    if (!m) return undefined
    const what = m[4] ? `${m[3]!} ${m[4]!.replace(/^at\s+/i, "at ")}` : m[3]!
    return { metric: what, target: `${m[1]!.toLowerCase()} ${m[2]!.replace(/\s+/g, "")}${m[5] ?? ""}`, title: capitalise(`${what} ${m[1]!.toLowerCase()} ${m[2]!.replace(/\s+/g, "")}${m[5] ?? ""}`) }
  },
  // "Packout on the new blocks should be over 80% once they're cropping"
  (c) => {
    const m = /^(.+?)\s+(?:should|must|will|has to|needs to)\s+(?:be|stay|remain|reach|average)\s+((?:over|above|under|below|at least|at most|more than|less than)\s+)?(\d[\d,.]*\s*%)(.*)$/i.exec(c)
    return m ? { metric: m[1]!, target: `${m[2] ?? ""}${m[3]!.replace(/\s+/g, "")}${m[4]!}`, title: capitalise(`${clean(m[1]!)} ${m[2] ?? "at "}${m[3]!.replace(/\s+/g, "")}${m[4]!}`) } : undefined
  },
  // "Have 120 battery-electric buses in passenger service from the two depots": a counted outcome
  (c) => {
    const m = /^(?:have|get|put)\s+(?:all\s+|the\s+)?(\d[\d,]*)\s+(.+?)(\s+(?:from|at|across|with|through|using|for)\s+.+)?$/i.exec(c)
    const where = m?.[3] && m[3].split(/\s+/).length <= 5 ? m[3] : ""
    return m && !/%/.test(m[2]!) ? { metric: m[2]!, target: m[1]!, title: `${m[1]!} ${m[2]!}${where}` } : undefined
  },
  // "missed visits down to 5% by the end of 2028", "no-access visits cut to 1 in 20": a level to reach
  (c) => {
    const m = /^(.+?)\s+(?:down|cut|reduced|brought down|lowered)\s+to\s+(?:under\s+|below\s+)?(\d[\d,.]*(?:\s*%)?(?:\s+in\s+[\d,]+)?)(.*)$/i.exec(c)
    return m && !VAGUE_METRIC.test(m[1]!) && m[1]!.split(/\s+/).length <= 6 ? { metric: m[1]!, target: `${m[2]!.trim()}${m[3]!}` } : undefined
  },
  // "connection tickets down 80%", "complaints down by a half"
  (c) => {
    const m = /^(.+?)\s+(down|up)\s+(?:by\s+)?(\d[\d,.]*\s*%)(.*)$/i.exec(c)
    return m ? { metric: m[1]!, target: `${m[3]!.replace(/\s+/g, "")} ${m[2]!.toLowerCase() === "down" ? "lower" : "higher"}${m[4]!}` } : undefined
  }
]

/** The targets with figures a brief states in its goals (at most four). */
export const goalFigures = (text: string): Array<GoalFigure> => {
  const out: Array<GoalFigure> = []
  for (const sentence of sentencesOf(text)) {
    // (a second target after "and": "... made online and the average time to issue a permit should fall from ...")
    for (const raw of sentence.split(/,\s+(?!\d{4}\b)(?:and\s+)?|;\s+|:\s+|\s+and\s+(?=(?:keep|have|bring|cut|reduce|raise|increase|hold|no more than)\b|\d)|\s+and\s+(?=(?:the|our)\s+[^,]{3,60}?\b(?:should|must|will)\s)/i)) {
      const lead = raw.replace(/^(?:and|also|we want(?: to)?|we need(?: to)?|the aim is to|goals?:)\s+/i, "").replace(/[.;]+$/, "").trim()
      const leading = LEADING_DUE.exec(lead)
      const stripped = (leading ? lead.slice(leading[0].length) : lead).replace(AIMING, "")
      // "We're aiming for 150,000 visitors": a bare count after the lead-in is a counted target
      const clause = AIMING.test(leading ? lead.slice(leading[0].length) : lead) && /^\d/.test(stripped) ? `Have ${stripped}` : `${stripped}${leading ? ` by ${leading[1]}` : ""}`
      // a figure of today or of a past year ("62% of searchroom orders in 2024") is a baseline, not a target
      if (TODAY.test(clause) || (/\bin\s+(?:19|20)\d\d\b/.test(clause) && !/\b(?:by|before|until)\b/i.test(clause))) continue
      if ((!FIGURE.test(clause) && !EVERY.test(clause) && !new RegExp(`^all\\s+(?:${COUNT_WORDS})\\s`, "i").test(clause)) || clause.split(/\s+/).length > 22 || /^(?:\$|£|€|[A-Z]{3}\s?\d)/.test(clause)) continue
      // "The new fleet should achieve at least 97% availability": the subject qualifies the metric
      // (a level moved "from 15 days to 2 days" keeps its subject as the metric)
      const subject = EVERY.test(clause) || MOVED.test(clause) ? undefined : SUBJECT.exec(clause)
      const body = subject ? subject[2]! : clause
      const due = BY_DATE.exec(sentence)
      for (const read of READERS) {
        const r = read(body)
        if (!r) continue
        if (r.needsDue && due === null) break
        const about = subject && !/\b(?:of|for)\b/i.test(r.metric) ? ` of ${subject[1]!.replace(/^our\s+/i, "the ").toLowerCase()}` : ""
        const metric = metricOf(`${r.metric}${about}`)
        if (metric.split(/\s+/).length > 9 || /\d{4}/.test(metric) || metric.length < 3 || VAGUE_METRIC.test(metric)) break
        const undated = !DATED.test(r.target) && due !== null && !r.target.includes(due[0])
        const target = `${r.target.trim()}${undated ? ` ${due[0]}` : ""}`
        const title = r.title ? `${r.title}${undated ? ` ${due[0]}` : ""}` : subject ? `${subject[1]!.replace(/^(?:the|our|each|every|all)\s+/i, "")} ${r.metric.toLowerCase()} of ${target}` : capitalise(clause)
        out.push({ goal: capitalise(title), metric, target })
        break
      }
    }
  }
  return out.filter((f, i) => out.findIndex((o) => o.metric.toLowerCase() === f.metric.toLowerCase()) === i).slice(0, 4)
}
