// The limits a brief states for a plan, read from its own words: a deadline ("by 30 June 2026", "opens on
// 14 March 2027", "Race day is Sunday 16 May 2027"), a goal's horizon ("by the end of 2028") and a budget cap
// ("capped at £380,000", "no more than $1.2 million"). Pure text reading: any drafter's plan is checked the same way.
import { horizonMissedMessage } from "../../messages/general"
import { sentencesIn } from "../../brief/segmenters"

export const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
export const MONTH_RE = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
const monthIndex = (m: string): number => MONTHS.findIndex((full) => full.startsWith(m.toLowerCase().slice(0, 3)))
const lastDay = (y: number, m: number): number => new Date(Date.UTC(y, m + 1, 0)).getUTCDate()

/** A date the words name, else undefined: "30 June 2026", "June 2026", "end of 2028", "Q3 2026", "2027" (UTC). */
export const parseDate = (text: string): Date | undefined => {
  const t = text.toLowerCase()
  // ISO 8601 first: "2027-02-01" is a day, not the year 2027
  const iso = /\b(20\d\d)-(\d{2})-(\d{2})\b/.exec(t)
  if (iso && Number(iso[2]) >= 1 && Number(iso[2]) <= 12 && Number(iso[3]) >= 1 && Number(iso[3]) <= 31) return new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])))
  let m = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\s+(20\\d\\d)\\b`).exec(t)
  if (m) return new Date(Date.UTC(Number(m[3]), monthIndex(m[2]!), Number(m[1])))
  m = new RegExp(`\\b${MONTH_RE}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(20\\d\\d)\\b`).exec(t)
  if (m) return new Date(Date.UTC(Number(m[3]), monthIndex(m[1]!), Number(m[2])))
  m = /\b(\d{1,2})\/(\d{1,2})\/(20\d\d)\b/.exec(t)
  if (m) return new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1])))
  m = new RegExp(`\\b(?:(start|beginning|early|mid|middle|end|late)\\s+(?:of\\s+)?)?${MONTH_RE}\\s+(20\\d\\d)\\b`).exec(t)
  if (m) {
    const y = Number(m[3])
    const mo = monthIndex(m[2]!)
    const day = m[1] === "start" || m[1] === "beginning" || m[1] === "early" ? 1 : m[1] === "mid" || m[1] === "middle" ? 15 : lastDay(y, mo)
    return new Date(Date.UTC(y, mo, day))
  }
  m = /\bq([1-4])\s*(?:fy)?\s*(20\d\d)\b/.exec(t)
  if (m) return new Date(Date.UTC(Number(m[2]), Number(m[1]) * 3 - 1, lastDay(Number(m[2]), Number(m[1]) * 3 - 1)))
  m = /\b(spring|summer|autumn|fall|winter)\s+(?:of\s+)?(20\d\d)\b/.exec(t)
  if (m) return new Date(Date.UTC(Number(m[2]), { spring: 4, summer: 7, autumn: 10, fall: 10, winter: 1 }[m[1] as "spring"], 28))
  m = /\b(?:(start|beginning|middle|mid|end)\s+of\s+)?(20\d\d)\b/.exec(t)
  if (m) return m[1] === "start" || m[1] === "beginning" ? new Date(Date.UTC(Number(m[2]), 0, 1)) : m[1] === "middle" || m[1] === "mid" ? new Date(Date.UTC(Number(m[2]), 5, 30)) : new Date(Date.UTC(Number(m[2]), 11, 31))
  return undefined
}

/** "30 June 2026". */
export const formatLongDate = (d: Date): string => {
  const month = MONTHS[d.getUTCMonth()]!
  return `${d.getUTCDate()} ${month[0]!.toUpperCase()}${month.slice(1)} ${d.getUTCFullYear()}`
}

export const DATE_WORDS = `(?:the\\s+)?(?:(?:start|beginning|middle|mid|end|close)\\s+of\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}\\s+20\\d\\d|${MONTH_RE}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+20\\d\\d|\\d{1,2}/\\d{1,2}/20\\d\\d|(?:early|mid|late)?\\s*${MONTH_RE}\\s+20\\d\\d|q[1-4]\\s*(?:fy)?\\s*20\\d\\d|(?:spring|summer|autumn|fall|winter)\\s+(?:of\\s+)?20\\d\\d|20\\d\\d-\\d{2}-\\d{2}|20\\d\\d|(?:the\\s+)?[a-z]+\\s+(?:peak|season|holidays|term|recess|break|festival|opening|launch))`
const DEADLINE_RE = new RegExp(
  `\\b(?:by|before|no later than|not later than|in time for|ahead of|deadline(?:\\s+(?:of|is))?|due(?:\\s+(?:by|on))?|must (?:be )?(?:finish|finished|complete|completed|done|live|open|ready)(?:\\s+(?:by|before|on))?|opens?(?:\\s+[a-z'’]+){0,5}?\\s+(?:on|in)|premieres?(?:\\s+[a-z'’]+){0,5}?\\s+on|launch(?:es)?\\s+(?:on|in)|(?:day|date)\\s+is|(?:is|are)\\s+(?:on|in)|runs?(?:\\s+(?:on|from))?|takes?\\s+place(?:\\s+(?:on|in))?|(?:is|are)?\\s*held(?:\\s+(?:on|in))?|(?:in\\s+)?the\\s+week\\s+of)\\s+(${DATE_WORDS})`,
  "i"
)
const DEADLINE_ALL = new RegExp(DEADLINE_RE.source, "gi")
// the matched words of an event: it happens on its date, the plan goes on after it
const EVENT_WORDS = /\b(?:opens?|launch(?:es)?|runs?|takes?\s+place|held|(?:day|date)\s+is|(?:is|are)\s+(?:on|in)|premieres?)\b/i
const BASELINE_BEFORE = /\b(?:below|above|against|than|since|from|compared\s+(?:with|to)|vs\.?|versus|levels?|baseline|in)\s+(?:the\s+)?(?:\w+\s+)?(?:is\s+on\s+|are\s+in\s+|is\s+in\s+)?\d{4}$/i
const DATE_ANYWHERE = new RegExp(DATE_WORDS, "gi")
/** The first words in the text that name a dated day, month or year ("2 March 2026", not "menu launch"). */
const datedWords = (text: string): { words: string; date: Date } | undefined => {
  for (const m of text.matchAll(DATE_ANYWHERE)) {
    const date = /\d/.test(m[0]) ? parseDate(m[0]) : undefined
    if (date) return { words: m[0].trim().replace(/^the\s+/i, ""), date }
  }
  return undefined
}
const NAMED_PERIOD = /\b[a-z]+\s+(peak|season|holidays|term|recess|break|festival|opening|launch)\b/gi
const RANGE_RE = new RegExp(`\\b(\\d{1,2})\\s*[-–]\\s*\\d{1,2}(\\s+${MONTH_RE}\\b)`, "gi")
// whole words: "growers" and "cutters" are no aim
const AIM_VERBS = /\b(?:reduc(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|grow(?:s|n|ing)?|improv(?:e|es|ed|ing)|cut(?:s|ting)?|achiev(?:e|es|ed|ing)|reach(?:es|ed|ing)?|doubl(?:e|es|ed|ing)|halv(?:e|es|ed|ing))\b/i
const FINISH_WORDS = /\b(before|by|deadline|due|live|ready|opens?|launch(?:es)?|finish|complete|must|first|start of)\b/i

export interface DateFact {
  /** The user's words: "30 June 2026", "the end of 2028", "the November peak". */
  readonly text: string
  /** Parsed when the words name a day, month or year (UTC). */
  readonly date?: Date
}

export interface MoneyFact {
  readonly value: number
  /** The user's words: "£1.2m", "$2.3 million", "AUD 1.2m". */
  readonly text: string
  /** The currency the words name ("£", "AUD"), else "". */
  readonly unit: string
}

export interface BriefLimits {
  readonly deadline?: DateFact
  /** The latest dated event the brief names ("opens on 14 March 2027", "race day is 16 May 2027"). */
  readonly event?: DateFact
  readonly horizon?: DateFact
  readonly budgetCap?: MoneyFact
}

/** Sentences of a text, also split at line breaks and semicolons. */
export const limitSentences = (text: string): Array<string> =>
  sentencesIn(text).flatMap((s) => s.split(/\n+|;\s+/)).map((s) => s.trim()).filter((s) => s.length > 0)

/**
 * The deadline (or the aim's horizon, or an event) one sentence states; "6-8 October 2026" starts on the 6th;
 * weekdays are dropped. With several dates ("motor claims by October 2027, the warehouse retired by 30 November
 * 2028") the latest deadline is the sentence's: earlier ones are milestones on the way (issue 33).
 */
export const datesIn = (sentence: string): { deadline?: DateFact; horizon?: DateFact; event?: DateFact; guessed?: boolean } => {
  const dated = sentence.replace(RANGE_RE, "$1$2").replace(/\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+(?=\d)/gi, "")
  let deadline: DateFact | undefined
  let horizon: DateFact | undefined
  let event: DateFact | undefined
  for (const d of dated.matchAll(DEADLINE_ALL)) {
    let parsed = parseDate(d[1]!)
    let words = d[1]!.trim()
    // "before the summer season opens on 4 May 2026": the named period's date follows in the sentence
    if (!parsed) {
      const later = datedWords(dated.slice(d.index + d[0].length).replace(NAMED_PERIOD, ""))
      if (later) [parsed, words] = [later.date, later.words]
    }
    // "40% below 2025 levels", "since 2019": a baseline or history year is no plan date
    if (/^\d{4}$/.test(words) && BASELINE_BEFORE.test(dated.slice(Math.max(0, d.index - 20), d.index + d[0].length - words.length))) continue
    const fact: DateFact = { text: words, ...(parsed ? { date: parsed } : {}) }
    // "before the summer 2029 season, by 31 March 2029": a date the sentence names outranks a season it names
    const vague = (a: DateFact) => /\b(?:spring|summer|autumn|fall|winter|season|peak|holidays|term|recess|break|festival)\b/i.test(a.text)
    const later = (a: DateFact | undefined) =>
      a === undefined || (fact.date !== undefined && (a.date === undefined || (vague(a) && !vague(fact)) || (fact.date > a.date && vague(fact) === vague(a))))
    // a horizon is an aim's time frame ("reduce ... by the end of 2028"); an event happens on its date and work may follow it
    const before = dated.slice(Math.max(0, d.index - 70), d.index)
    if (AIM_VERBS.test(before) && /\bby\b/i.test(d[0]) && !/\b(?:finish|complete|live|ready|replace|retire|deliver|install|open)\w*\b/i.test(before)) {
      if (later(horizon)) horizon = fact
    } else if (EVENT_WORDS.test(d[0])) {
      if (later(event)) event = fact
    } else if (later(deadline)) deadline = fact
  }
  if (deadline || horizon || event) return { ...(deadline ? { deadline } : {}), ...(horizon ? { horizon } : {}), ...(event ? { event } : {}) }
  // "live before the Christmas appeal starts on 1 December 2026": a dated sentence about finishing (a day or month, not a bare year)
  if (FINISH_WORDS.test(sentence)) {
    const at = datedWords(dated.replace(NAMED_PERIOD, ""))
    if (at && !/^\d{4}$/.test(at.words)) return { deadline: { text: at.words, date: at.date }, guessed: true }
  }
  return {}
}

const CAP_WORDS = /\b(budget|cap|capped|ceiling|no more than|not (?:to )?exceed|maximum|max|at most|up to|within|limit|funding|funded|fund|grant|allocation|envelope|afford|spend|capital|all up|all-in|financing|facility|approved|approves|set aside|earmarked|ring-?fenced|committed|sanctioned|authori[sz]ed)\b/i
// money at stake, not money to spend: "fines of up to EUR 10 million", "sales were $38M"
const NOT_CAP_WORDS = /\b(fines?|penalt\w+|turnover|revenue|sales were|sales of|losses?|damages)\b/i
const MONEY_RE = /(?:(CA\$|C\$|AU\$|A\$|US\$|NZ\$|[$£€¥]|\b(?:AUD|USD|EUR|GBP|NZD|CAD|CHF|JPY|INR|SGD))\s?)(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s*(k|K|m|M|bn|BN|million|billion|thousand)\b)?|\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s*(k|K|m|M|bn|BN|million|billion|thousand)\b)?\s+(AUD|USD|EUR|GBP|NZD|CAD|CHF|JPY|INR|SGD)\b/g

/** Money amounts in a sentence: "£1.2m" -> 1,200,000. */
export const moneyIn = (sentence: string): Array<MoneyFact> =>
  [...sentence.matchAll(MONEY_RE)].flatMap((m) => {
    const unit = (m[1] ?? m[6] ?? "").toUpperCase()
    const num = m[2] ?? m[4]!
    const scale = (m[3] ?? m[5] ?? "").toLowerCase()
    const value = Number(num.replace(/,/g, "")) * (scale === "k" || scale === "thousand" ? 1e3 : scale === "m" || scale === "million" ? 1e6 : scale === "bn" || scale === "billion" ? 1e9 : 1)
    return Number.isFinite(value) && value > 0 ? [{ value, text: m[0].trim(), unit }] : []
  })

/** The deadline, horizon and budget cap a brief states; the earliest dated deadline wins, the largest capped amount. */
export const readBriefLimits = (text: string): BriefLimits => {
  let deadline: DateFact | undefined
  let horizon: DateFact | undefined
  let cap: MoneyFact | undefined
  let event: DateFact | undefined
  let guessed: DateFact | undefined
  for (const s of limitSentences(text)) {
    const found = datesIn(s)
    if (found.horizon && !horizon) horizon = found.horizon
    const d = found.deadline
    if (found.event && (!event || (found.event.date && (!event.date || found.event.date > event.date)))) event = found.event
    // a date found without a deadline word counts only while no deadline is stated
    if (d && found.guessed) {
      if (!deadline && !guessed) guessed = d
      continue
    }
    // the latest stated deadline is the project's; earlier ones are milestones on the way (issue 33)
    if (d && (!deadline || (d.date && deadline.date && d.date > deadline.date) || (!deadline.date && d.date))) deadline = d
    if (CAP_WORDS.test(s) && !NOT_CAP_WORDS.test(s)) for (const m of moneyIn(s)) if (!cap || m.value > cap.value) cap = m
  }
  // an event brief (race day, an opening) ends with its event when it states no deadline
  const end = deadline ?? event ?? guessed
  return { ...(end ? { deadline: end } : {}), ...(horizon ? { horizon } : {}), ...(cap ? { budgetCap: cap } : {}), ...(event ? { event } : {}) }
}

/** Issue 19's text when the drafted plan ends after the brief's deadline. */
export const deadlineMissedMessage = (finish: Date, deadline: Date): string =>
  `The drafted plan finishes on ${formatLongDate(finish)}, after the deadline of ${formatLongDate(deadline)} in the brief.`

/**
 * The date a drafted plan must end by: the deadline, or a goal's horizon ("reduce ... by the end of 2028") when it
 * is earlier or the only one; a horizon is read as a deadline-like limit on the schedule.
 */
export const planFinishLimit = (limits: BriefLimits): { readonly date: Date; readonly kind: "deadline" | "horizon" } | undefined => {
  const d = limits.deadline?.date
  const h = limits.horizon?.date
  if (h && (!d || h < d)) return { date: h, kind: "horizon" }
  return d ? { date: d, kind: "deadline" } : undefined
}

/** The same for a budget total above the brief's cap. */
export const budgetCapExceededMessage = (total: number, cap: MoneyFact, currency: string): string =>
  `The drafted budget totals ${currency} ${Math.round(total).toLocaleString("en")}, above the cap of ${cap.text} in the brief.`

/** Below this share of the money the brief names, a drafted budget says how far under it is (issue 33). */
export const BUDGET_FAR_UNDER_SHARE = 0.35

/** A budget far under the money the brief names says so, never silently. */
export const budgetFarUnderMessage = (total: number, cap: MoneyFact, currency: string): string =>
  `The drafted budget totals ${currency} ${Math.round(total).toLocaleString("en")}, ${Math.round((total / cap.value) * 100)}% of the ${cap.text} the brief names: cost the work the plan does not yet price before the budget goes to the board.`

const CURRENCY_SYMBOLS: Record<string, string> = { "$": "AUD USD NZD CAD SGD", "A$": "AUD", "AU$": "AUD", "US$": "USD", "NZ$": "NZD", "CA$": "CAD", "C$": "CAD", "£": "GBP", "€": "EUR", "¥": "JPY" }

/** Whether a cap's money can be compared with a budget in this currency (a cap naming no currency can). */
export const capInCurrency = (cap: MoneyFact, currency: string): boolean => {
  const c = currency.toUpperCase()
  return cap.unit === "" || c === "" || cap.unit === c || (CURRENCY_SYMBOLS[cap.unit] ?? "").split(" ").includes(c)
}

/** "YYYY-MM-DD" -> Date (UTC), else undefined. */
const isoDay = (s: string | null | undefined): Date | undefined => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s ?? "")
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined
}

/**
 * The warnings a drafted plan gets against the brief's own limits: its finish (YYYY-MM-DD) after the deadline,
 * its budget total above the cap. A cap in another currency than the budget's is compared only when it names none.
 */
export const briefLimitWarnings = (input: { readonly text: string; readonly finish?: string | null | undefined; readonly total?: number | null | undefined; readonly currency?: string | null | undefined }): Array<string> => {
  const limits = readBriefLimits(input.text)
  const out: Array<string> = []
  const finish = isoDay(input.finish)
  const deadline = limits.deadline?.date
  const horizon = limits.horizon?.date
  if (finish && deadline && finish > deadline) out.push(deadlineMissedMessage(finish, deadline))
  else if (finish && horizon && finish > horizon) out.push(horizonMissedMessage(formatLongDate(finish), formatLongDate(horizon)))
  const cap = limits.budgetCap
  const currency = (input.currency ?? "").toUpperCase()
  const sameCurrency = cap !== undefined && capInCurrency(cap, currency)
  if (cap && sameCurrency && input.total != null && input.total > cap.value) out.push(budgetCapExceededMessage(input.total, cap, currency || cap.unit))
  else if (cap && sameCurrency && input.total != null && input.total > 0 && input.total < cap.value * BUDGET_FAR_UNDER_SHARE) out.push(budgetFarUnderMessage(input.total, cap, currency || cap.unit))
  return out
}
