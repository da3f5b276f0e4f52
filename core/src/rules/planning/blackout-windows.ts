// Blackout windows a brief names, read from its words as the brief limits are (issue 33, point 4): dated
// ("no site work between 20 December 2027 and 4 January 2028", "the museum is closed in August 2027"),
// every year ("no works on the river between October and March", "a trading freeze from mid-November to
// early January every year", "none during the mock exam weeks in January and June"), and a season work is
// allowed in ("planting only between November and March": the rest of the year is held). Each window holds
// the kind of work its sentence forbids (heldWork); the drafter and the health check read the same windows.
import { daysFromCivil, dayToIso, isoToDay } from "./dates/day-number"
import { MONTHS, MONTH_RE, limitSentences } from "./brief-limits"

/** What a window forbids: works on site, changes to live systems, planting, moves, or any delivery work. */
export type HeldWork = "site" | "release" | "planting" | "move" | "any"

/** A month and day of the year (month 1-12). */
export interface YearDay {
  readonly month: number
  readonly day: number
}

export interface BlackoutWindow {
  /** The brief's sentence. */
  readonly text: string
  readonly work: HeldWork
  /** "October to March", "20 December 2027 to 4 January 2028", "outside November to March" */
  readonly label: string
  /** What the brief calls the period ("spawning season", "mock exam weeks"), when it names it. */
  readonly reason?: string
  /** Why, in the brief's words with their preposition ("because of salmon spawning", "for resurfacing"). */
  readonly cause?: string
  /** true for the "only between X and Y" form: work is held outside the season named. */
  readonly only: boolean
  /** Dated: the held days (YYYY-MM-DD, inclusive); open-ended on one side for a dated "only" window. */
  readonly start?: string
  readonly end?: string
  /** Every year: the held days from one month-day to another (wrapping the new year when from > to). */
  readonly from?: YearDay
  readonly to?: YearDay
}

// "closed" alone is not a blackout ("gaps closed by June"): only a place or a period closed for a time is; a
// shutdown alone is when work is done ("in the August shutdown"), "no planned shutdowns" is a blackout
const BLACKOUT =
  /\b(?:blackout|black-out|freeze|frozen|embargo|moratorium|(?:is|are|will be|stays?|remains?) closed (?:from|between|during|for|in|on|over|(?=\d))|closure (?:from|between|during|period)|no (?:[a-z-]+\s+){0,2}(?:work|works|changes?|deployments?|releases?|go-lives?|cutovers?|access|planting|seeding|installations?|digging|excavations?|disruption|shutdowns?|outages?|closures?|moves?|relocations?)|none (?:during|in|between|from|over)|(?:not|never) (?:during|between|over)|avoid(?:ing|s)?\b|(?:is|are) (?:not (?:allowed|permitted)|prohibited|banned|forbidden)|(?:must|may|can) not (?:take place|happen|run|start|go ahead|be carried out)|cannot (?:take place|happen|run|start|go ahead|be carried out))/i
// a season work is allowed in: "only between November and March", "can only take place from July to September"
const SEASON_ONLY = new RegExp(`\\b(?:only|except)\\s+(?:[a-z-]+\\s+){0,3}?(?:between|from|in|during)\\s+(?:the\\s+)?(?:(?:early|mid|late)[\\s-]+)?(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?${MONTH_RE}\\b`, "i")
const EVERY_YEAR = /\b(?:every|each) (?:year|winter|summer|spring|autumn)\b|\bannual(?:ly)?\b|\byearly\b/i

const RELEASE_WORDS = /\b(?:changes?|releases?|deploy\w*|go-lives?|go live|cut ?overs?|migrations?|code freeze|change freeze|trading freeze|systems?|tills?|embargo)\b/i
const PLANTING_WORDS = /\b(?:plant(?:ing|ed|s)?\b(?! hire)|seeding|sowing)/i
const SITE_WORDS = /\b(?:site|on-site|works|construction|building work|in-river|river|stream|channel|road|roads|track|line|carriageway|excavations?|digging|install\w*|noisy|heritage|fabric)\b/i

// what "no ..." forbids, when the sentence says it: "no work in stores ... (Christmas trading freeze)" is work in stores
const NO_WHAT = /\bno\s+((?:[a-z-]+\s+){0,2}?(?:work|works|changes?|deployments?|releases?|go-lives?|cutovers?|planting|seeding|installations?|digging|excavations?|shutdowns?|outages?|moves?|relocations?))\b/i

/** The kind of work a window's sentence forbids: the "no ..." words first, else the whole sentence's. */
const workOf = (sentence: string): HeldWork => {
  const what = NO_WHAT.exec(sentence)?.[1]
  if (what !== undefined) {
    if (PLANTING_WORDS.test(what)) return "planting"
    if (/\b(?:moves?|relocations?)\b/i.test(what)) return "move"
    if (RELEASE_WORDS.test(what) || /\bcutovers?\b/i.test(what)) return "release"
    if (/\b(?:works|installations?|digging|excavations?|site|shutdowns?|outages?)\b/i.test(what) || SITE_WORDS.test(sentence)) return "site"
    if (/\bwork\b/i.test(what)) return "any"
  }
  return PLANTING_WORDS.test(sentence) ? "planting" : RELEASE_WORDS.test(sentence) ? "release" : SITE_WORDS.test(sentence) ? "site" : "any"
}

// a day-month point, with a year or without; a qualifier (early, mid, late) or a day number
const POINT = new RegExp(
  `(?:\\b(early|mid|late|start of|beginning of|end of|middle of)[\\s-]+(?:the\\s+)?)?(?:\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?)?\\b${MONTH_RE}\\b(?:\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*(?:%|days?|weeks?|months?)))?(?:,?\\s+(20\\d\\d)\\b)?`,
  "gi"
)
// words that make a lone month a window ("closed in August", "during January and June"), not a deadline ("by June")
const WINDOW_BEFORE = /(?:\b(?:in|during|over|throughout|on|and|or|of|between|from|weeks?|months?|closed|freeze|blackout)|[,&(:])\s*(?:the\s+)?$/i
const RANGE_SEP = /^\s*(?:[-–]|to|until|till|through|thru|and)\s*(?:the\s+)?$/i
const MAY_AS_MONTH = /(?:\b(?:in|during|over|throughout|on|and|or|of|between|from|to|until|till|through|early|mid|late)|[-–,&(\d])\s*(?:the\s+)?$/i

interface Point {
  readonly at: number
  readonly endAt: number
  readonly qualifier?: string
  readonly day?: number
  readonly month: number
  readonly year?: number
}

const monthNumber = (word: string): number => MONTHS.findIndex((m) => m.startsWith(word.toLowerCase().slice(0, 3))) + 1
const lastDayOf = (month: number, year = 2001): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

const pointsIn = (sentence: string): Array<Point> =>
  [...sentence.matchAll(POINT)].flatMap((m) => {
    const monthWord = m[3]!
    const before = sentence.slice(0, m.index)
    // "works may only happen ...": the verb is no month
    if (/^may$/i.test(monthWord) && !m[1] && !m[2] && !m[4] && !m[5] && !MAY_AS_MONTH.test(before)) return []
    const day = Number(m[2] ?? m[4] ?? 0)
    return [
      {
        at: m.index,
        endAt: m.index + m[0].length,
        month: monthNumber(monthWord),
        ...(m[1] ? { qualifier: m[1].toLowerCase() } : {}),
        ...(day >= 1 && day <= 31 ? { day } : {}),
        ...(m[5] ? { year: Number(m[5]) } : {})
      }
    ]
  })

/** The first (or last) held day a point names: "mid-November" starts on the 15th, "early January" ends on the 10th. */
const firstDay = (p: Point): number =>
  p.day ?? (p.qualifier === "mid" || p.qualifier === "middle of" ? 15 : p.qualifier === "late" ? 21 : p.qualifier === "end of" ? 24 : 1)
const lastDay = (p: Point): number =>
  p.day ??
  (p.qualifier === "early" || p.qualifier === "start of" || p.qualifier === "beginning of" ? 10 : p.qualifier === "mid" || p.qualifier === "middle of" ? 15 : lastDayOf(p.month, p.year))

const MONTH_NAMES = MONTHS.map((m) => `${m[0]!.toUpperCase()}${m.slice(1)}`)
const pointWords = (p: Point): string => {
  const q = p.day === undefined && p.qualifier ? `${p.qualifier === "mid" ? "mid-" : `${p.qualifier} `}` : ""
  const d = p.day !== undefined ? `${p.day} ` : ""
  const y = p.year !== undefined ? ` ${p.year}` : ""
  return `${q}${d}${MONTH_NAMES[p.month - 1]}${y}`
}

interface Span {
  readonly from: Point
  readonly to: Point
}

/** Ranges ("between October and March", "29 June - 3 July 2026") and lone months ("in January and June"). */
const spansIn = (sentence: string, points: ReadonlyArray<Point>): Array<Span> => {
  const spans: Array<Span> = []
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!
    const next = points[i + 1]
    const between = next ? sentence.slice(p.endAt, next.at) : ""
    const before = sentence.slice(0, p.at)
    if (next && RANGE_SEP.test(between) && (!/^\s*and\s*$/i.test(between) || /\bbetween\s*(?:the\s+)?$/i.test(before))) {
      spans.push({ from: p, to: next })
      i++
    } else if (WINDOW_BEFORE.test(before)) spans.push({ from: p, to: p })
  }
  return spans
}

const iso = (y: number, m: number, d: number): string => dayToIso(daysFromCivil(y, m, Math.min(d, lastDayOf(m, y))))
const dayBefore = (isoDay: string): string => dayToIso(isoToDay(isoDay)! - 1)
const dayAfter = (isoDay: string): string => dayToIso(isoToDay(isoDay)! + 1)
const yearDayBefore = (d: YearDay): YearDay => (d.day > 1 ? { month: d.month, day: d.day - 1 } : d.month > 1 ? { month: d.month - 1, day: lastDayOf(d.month - 1) } : { month: 12, day: 31 })
const yearDayAfter = (d: YearDay): YearDay => (d.day < lastDayOf(d.month) ? { month: d.month, day: d.day + 1 } : { month: (d.month % 12) + 1, day: 1 })

const PERIOD_WORD = /^(?:season|weeks|period|peak|window|holidays?|festival|closure|freeze|shutdown|run|approvals)$/i
const NAME_STOP = /^(?:the|a|an|of|in|during|over|for|from|throughout|around|no|any|all|every|each|none|this|that|is|are|was|be|or|and|to|[0-9].*|jan\w*|feb\w*|mar\w*|apr\w*|may|june?|july?|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)$/i
const NOT_A_NAME = /\b(?:20\d\d|january|february|march|april|may|june|july|august|september|october|november|december|two|three|four|five|six)\b/i

/** What the brief calls the period: "spawning season", "mock exam weeks", "Christmas change freeze", "peak summer demand window". */
const reasonOf = (sentence: string): string | undefined => {
  const words = sentence.split(/[\s(),.;:]+/).filter((w) => w.length > 0)
  const k = words.findIndex((w) => PERIOD_WORD.test(w))
  if (k < 0) return undefined
  let start = k
  while (start > 0 && k - start < 3 && !NAME_STOP.test(words[start - 1]!)) start--
  let end = k
  for (let j = k + 1; j <= k + 3 && j < words.length && !NAME_STOP.test(words[j]!); j++) if (PERIOD_WORD.test(words[j]!)) end = j
  const name = words.slice(start, end + 1).join(" ").replace(/^[A-Z](?=[a-z])/, (c) => (start === 0 ? c.toLowerCase() : c))
  return NOT_A_NAME.test(name) ? undefined : name
}
const CAUSE = /\b((?:because of|due to|for)\s+[a-z][a-z -]{2,40}?)(?=\s*[,.;)]|$)/i
const causeOf = (sentence: string): string | undefined => {
  const words = CAUSE.exec(sentence)?.[1]?.trim()
  return words && !/^(?:no|any|all|every|each|none|this|that)\b/i.test(words.replace(/^(?:because of|due to|for)\s+/i, "")) && !NOT_A_NAME.test(words) && words.split(/\s+/).length <= 7 ? words : undefined
}

const windowsOf = (sentence: string): Array<BlackoutWindow> => {
  // ISO days and "1-14 July 2026" read as two points
  const text = sentence
    .replace(/\b(20\d\d)-(\d{2})-(\d{2})\b/g, (all, y: string, m: string, d: string) => (Number(m) >= 1 && Number(m) <= 12 ? `${Number(d)} ${MONTH_NAMES[Number(m) - 1]} ${y}` : all))
    .replace(new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s*[-–]\\s*(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_RE}\\b`, "gi"), "$1 $3 to $2 $3")
  const season = SEASON_ONLY.exec(text)
  // "only between November and March": the season is named after "only", and not as an "outside" period
  const only = season !== null && !/\boutside\b/i.test(text.slice(season.index))
  if (!only && !BLACKOUT.test(text)) return []
  const points = pointsIn(text)
  const spans = spansIn(text, only ? points.filter((p) => p.at > season!.index) : points)
  if (spans.length === 0 || (only && spans.length !== 1)) return []
  const work = workOf(sentence)
  const reason = reasonOf(sentence)
  const cause = reason === undefined ? causeOf(sentence) : undefined
  const yearly = EVERY_YEAR.test(sentence)
  return spans.flatMap((s): Array<BlackoutWindow> => {
    const base = { text: sentence, work, only, ...(reason ? { reason } : {}), ...(cause ? { cause } : {}) }
    const label = s.from === s.to ? pointWords(s.from) : `${pointWords(s.from)} to ${pointWords(s.to)}`
    if (!yearly && (s.from.year !== undefined || s.to.year !== undefined)) {
      // "29 June - 3 July 2026": the first point takes the year of the second (the year before when it wraps)
      const wraps = s.from.month > s.to.month
      const endYear = s.to.year ?? s.from.year! + (wraps ? 1 : 0)
      const startYear = s.from.year ?? endYear - (wraps ? 1 : 0)
      const start = iso(startYear, s.from.month, firstDay(s.from))
      const end = iso(endYear, s.to.month, lastDay({ ...s.to, year: endYear }))
      if (start > end) return []
      if (!only) return [{ ...base, label, start, end }]
      // work only in a dated season: held before it and after it
      return [
        { ...base, label: `outside ${label}`, end: dayBefore(start) },
        { ...base, label: `outside ${label}`, start: dayAfter(end) }
      ]
    }
    const from: YearDay = { month: s.from.month, day: firstDay(s.from) }
    const to: YearDay = { month: s.to.month, day: lastDay({ ...s.to, year: 2001 }) }
    if (!only) return [{ ...base, label, from, to }]
    return [{ ...base, label: `outside ${label}`, from: yearDayAfter(to), to: yearDayBefore(from) }]
  })
}

/** The blackout windows a brief's text names, in its order. */
export const blackoutWindows = (briefText: string): ReadonlyArray<BlackoutWindow> => limitSentences(briefText).flatMap(windowsOf)

export interface HeldSpan {
  /** YYYY-MM-DD, inclusive */
  readonly start: string
  readonly end: string
}

/** The held days of a window that meet the days fromIso..toIso: a dated window once, a yearly one in each year. */
export const windowSpans = (w: BlackoutWindow, fromIso: string, toIso: string): Array<HeldSpan> => {
  if (w.from === undefined || w.to === undefined) {
    const start = w.start ?? "0001-01-01"
    const end = w.end ?? "9999-12-31"
    return start <= toIso && end >= fromIso ? [{ start, end }] : []
  }
  const out: Array<HeldSpan> = []
  const wraps = w.from.month > w.to.month || (w.from.month === w.to.month && w.from.day > w.to.day)
  const first = Number(fromIso.slice(0, 4)) - 1
  const last = Number(toIso.slice(0, 4))
  for (let y = first; y <= last; y++) {
    const start = iso(y, w.from.month, w.from.day)
    const end = iso(wraps ? y + 1 : y, w.to.month, w.to.day)
    if (start <= toIso && end >= fromIso) out.push({ start, end })
  }
  return out
}

// the work each kind of window holds, by the task's words; governance and paperwork are never held
const TASK_WORK: Record<Exclude<HeldWork, "any">, RegExp> = {
  site: /\b(?:build|construct|install|erect|excavat|dig\b|digging|demolish|fit(?:ting)? out|fit\b|strengthen|repair|resurfac|pave|paving|lay\b|laying|pour|dredg|plant(?:ing|s)?\b|scaffold|refurbish|renew|replac|reline|rehabilitat|relocat|move\b|works\b|on site|landscap|re-?turf|fenc|drain|inspect)/i,
  release: /\b(?:go-?live|go live|cut ?over|deploy|releas|launch|switch\w* (?:\w+ )?over|migrat|roll ?out|data load|live\b|upgrade|install)/i,
  planting: /\b(?:plant(?:ing|s|ed)?\b|sow|seed|re-?turf)/i,
  move: /\b(?:move|moving|relocat|migrat|transfer|decant|cut ?over|go-?live)/i
}
const PAPERWORK = /\b(?:board|business case|initiation document|lessons|report|approv|sign(?:ed)? off|sign-off|mandate|baseline|agree|plan\b|plans\b|planning|prepare|write|brief|procure|tender|appoint|obtain|consent|permit|design|requirements|budget|risk|communicat|train|induct|review|confirm requirements|submit|record|update the register|hand over (?:the )?(?:documents|file|manuals)|order|manufactur|fabricat|lead time)/i

// the delivery stages whose tasks a window holds whatever their verb ("Complete the first underbridge")
const STAGE_WORK: Record<Exclude<HeldWork, "any">, RegExp | undefined> = {
  site: /\b(?:build|construct|deliver|install|implement|execut|works)/i,
  release: /\b(?:go-?live|transition|deploy|release|cut ?over|launch|roll ?out)/i,
  planting: undefined,
  move: undefined
}

/**
 * Whether a window holds a task: the work the window forbids, by the task's words or (works on site, changes
 * to live systems) its delivery stage; never paperwork or governance. `stage` is the task's top-level row.
 */
export const heldBy = (w: BlackoutWindow, task: string, stage = ""): boolean => {
  if (PAPERWORK.test(task)) return false
  // "no in-river works": only work in the river is held, not the planting and fencing along it
  if (IN_WATER.test(w.text) && !WATER_TASK.test(task)) return false
  if (w.work === "any") return true
  return TASK_WORK[w.work].test(task) || (STAGE_WORK[w.work]?.test(stage) ?? false)
}

const IN_WATER = /\b(?:in-river|in the river|in-channel|in the channel|in-stream|instream|in the water|in-water|on the river berms|riverbed|river bed)\b/i
const WATER_TASK = /\b(?:river|channel|stream|weirs?|culverts?|banks?|berms?|piers?|abutments?|bridges?|footbridges?|cofferdams?|scour|piles?|piling|fish pass\w*|dredg\w*|in-river|in-channel|water main|outfall|intake|quay|jetty|pontoon)\b/i

const KIND_WORDS: Record<HeldWork, string> = { site: "Works on site", release: "Changes to live systems", planting: "Planting", move: "Moves", any: "Delivery work" }

/**
 * What the plan says of a window: "Works on site held outside the spawning season, October to March every year."
 * Windows of one sentence are said together ("... the mock exam weeks, January and June every year").
 */
export const windowNotes = (windows: ReadonlyArray<BlackoutWindow>): Array<string> => {
  const groups = new Map<string, Array<BlackoutWindow>>()
  for (const w of windows) {
    const key = `${w.text}\u0000${w.work}\u0000${w.only}\u0000${w.from !== undefined}`
    groups.set(key, [...(groups.get(key) ?? []), w])
  }
  return [...groups.values()].map((g) => windowNote(g.length === 1 ? g[0]! : { ...g[0]!, label: joinLabels(g.map((w) => w.label)) }))
}

const joinLabels = (labels: ReadonlyArray<string>): string => {
  const unique = [...new Set(labels)]
  return unique.length === 1 ? unique[0]! : `${unique.slice(0, -1).join(", ")} and ${unique[unique.length - 1]}`
}

export const windowNote = (w: BlackoutWindow): string => {
  const every = w.from !== undefined ? " every year" : ""
  const reason = w.reason ? `the ${w.reason}, ` : ""
  const cause = w.cause ? `, ${w.cause}` : ""
  if (!w.only) return `${KIND_WORDS[w.work]} held outside ${reason}${w.label}${every}${cause}.`
  const season = w.label.replace(/^outside /, "")
  return `${KIND_WORDS[w.work]} only ${season.includes(" to ") ? "from" : "in"} ${reason}${season}${every}${cause}.`
}
