// The brief's own targets (issue 33, point 6): a goal clause with a figure becomes a KPI in its words,
// "Bring bursts in the area down by 70% against the FY2025 figure" -> Bursts in the area: 70% lower than
// the FY2025 figure; "keep any customer's unplanned outage under 5 hours" -> Unplanned outage per customer:
// under 5 hours; "no more than 2 planned interruptions per household" -> Planned interruptions per household:
// no more than 2; "90% of applications online by June 30, 2028" -> Applications online: 90% by June 30, 2028.
import { sentencesOf } from "./brief-facts"
import { capitalise } from "./text"

export interface GoalFigure {
  /** The sponsor's clause as a goal title, verb first where the sponsor wrote one. */
  readonly goal: string
  readonly metric: string
  readonly target: string
}

const FIGURE = /\d/
const clean = (s: string): string => s.replace(/^(?:the|our|any|all|every)\s+/i, "").replace(/[\s,;:.]+$/, "").trim()
const metricOf = (s: string): string => capitalise(clean(s).replace(/\s+for\s+(?:them|us|it)$/i, ""))

/** "2" + "days by 2028" -> "2 days by 2028"; "70% lower" + " than ..." as it is. */
const joined = (head: string, rest: string): string => `${head}${/^[A-Za-z]/.test(rest) ? " " : ""}${rest}`.replace(/\s+$/, "")

// a metric that names nothing measurable
const VAGUE_METRIC = /^(?:time|the time|it|them|this|that|these|those)$|^(?:for|to|of|in|on|at|by|with)\b/i

type Reader = (clause: string) => { metric: string; target: string } | undefined

const READERS: ReadonlyArray<Reader> = [
  // "Bring bursts in the area down by 70% against the FY2025 figure", "cut waiting times by 30% by 2028"
  (c) => {
    const m = /^(?:bring|cut|reduce|lower|get|drive)\s+(.+?)\s+(?:down\s+)?(?:by|to)\s+(?:the\s+)?(?:[a-z]+\s+)?(\d[\d,.]*\s*%?(?:\s*(?:per ?cent|percent))?)(.*)$/i.exec(c)
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
    for (const raw of sentence.split(/,\s+(?!\d{4}\b)(?:and\s+)?|;\s+|\s+and\s+(?=(?:keep|have|bring|cut|reduce|raise|increase|hold|no more than)\b|\d)/i)) {
      const clause = raw.replace(/^(?:and|also|we want(?: to)?|we need(?: to)?|the aim is to|goals?:)\s+/i, "").replace(/[.;]+$/, "").trim()
      if (!FIGURE.test(clause) || clause.split(/\s+/).length > 22 || /^(?:\$|£|€|[A-Z]{3}\s?\d)/.test(clause)) continue
      for (const read of READERS) {
        const r = read(clause)
        if (!r) continue
        const metric = metricOf(r.metric)
        if (metric.split(/\s+/).length > 9 || /\d{4}/.test(metric) || metric.length < 3 || VAGUE_METRIC.test(metric)) break
        out.push({ goal: capitalise(clause), metric, target: r.target.trim() })
        break
      }
    }
  }
  return out.filter((f, i) => out.findIndex((o) => o.metric.toLowerCase() === f.metric.toLowerCase()) === i).slice(0, 4)
}
