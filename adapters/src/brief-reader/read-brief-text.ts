// Free text (pasted, Markdown, plain text, a Word document's text) -> the editable brief form (issue 35).
// Dates and money are read as core's brief limits read them, quantities and parties as the offline drafter's
// brief facts read them, so the form shows what the drafting will see.
import type { BriefAssumption, BriefForm, BriefFormStakeholder } from "@initpack/core/brief/brief-form"
import { datesIn, limitSentences, moneyIn, parseDate, readBriefLimits } from "@initpack/core/rules/planning/brief-limits"
import { briefFacts } from "../drafting/offline/brief-facts"

const AGILE_WORDS = /\b(agile|scrum|sprints?|backlog|user stor(?:y|ies)|kanban|product owner|iterations?|iterative(?:ly)?|increments?|mvp|minimum viable product|releases? every)\b/i
const RISK_WORDS = /\b(risks?|concerns?|worr(?:y|ied|ies)|might|could (?:delay|slip|fail|stop|cost|lose)|fear|danger|threat|uncertain\w*|unknown|depends? on|if .{3,60} (?:then|we|it|the))\b/i
// with a risk section, a sentence outside it is a risk only when it says so
const STRONG_RISK_WORDS = /\b(risks?|worr(?:y|ied|ies)|fear(?:s|ed)?|danger|threat)\b/i
const CONSTRAINT_WORDS = /\b(must not|must|cannot|can't|can not|no more than|not (?:to )?exceed|capped|only|limited to|within|constraint|has to|have to|may not|no later than|without)\b/i
const PERSON = "[A-Z][\\w'’-]+(?:\\s+[A-Z][\\w'’-]+){0,3}"
const ROLE_WORDS = "sponsor|executive|senior user|senior supplier|project manager|product owner|scrum master|project executive|programme manager|business owner|client lead|supplier lead|chair"
const ROLE_LINE = new RegExp(`^\\s*(?:the\\s+)?((?:[a-z]+\\s+){0,2}(?:${ROLE_WORDS}))\\s*[:=-]\\s*(.+)$`, "i")
const ROLE_IS = new RegExp(`\\b(?:[Tt]he|[Oo]ur)\\s+((?:[A-Za-z]+\\s+){0,2}(?:${ROLE_WORDS}))\\s+(?:is|will be)\\s+(${PERSON})`, "g")
// a party is a team or an organisation ("the estates team", "leisure services"), not a clause's subject
const ORGANISATION = /\b(team|department|dept|office|board|council|committee|trust|authority|partners?|suppliers?|vendors?|agency|contractors?|consultancy|firm|union|regulator|panel|funders?|foundation|ministry|services|group|directorate|division|unit)$/i
const NAME_ROLE = new RegExp(`(${PERSON})\\s*\\(([^)]{2,40})\\)`, "g")
const A_ROLE = new RegExp(`\\b(?:${ROLE_WORDS})\\b`, "i")

const CURRENCY_CODES: Record<string, string> = { "£": "GBP", "€": "EUR", "¥": "JPY", "A$": "AUD", "AU$": "AUD", "US$": "USD", "NZ$": "NZD", "C$": "CAD", "CA$": "CAD" }

const unique = (list: ReadonlyArray<string>): Array<string> =>
  list.map((s) => s.trim()).filter((s, i, all) => s.length > 0 && all.findIndex((o) => o.toLowerCase() === s.toLowerCase()) === i)

const capitalise = (s: string): string => (s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1))

/** Markdown marks dropped (headings, emphasis, bullets, links), the words kept. */
export const plainText = (text: string): string =>
  text
    .replace(/\r\n?/g, "\n")
    .replace(/^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/gm, "$1")
    .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/gm, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|\W)[*_]([^*_\n]+)[*_](?=\W|$)/g, "$1$2")
    .replace(/^\s*(?:=+|-+)\s*$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim()

interface Title {
  readonly name: string
  readonly body: string
  readonly assumed?: string
}

const WANT_HEADING = /^(?:what (?:we|i) (?:want|need|are asking for)|the ask|goals?|objectives?|aims?|outcomes?|what success looks like)$/i

/** The first heading or the first line names the project; a first line that is a sentence names nothing. */
const titleOf = (raw: string): Title => {
  const lines = raw.replace(/\r\n?/g, "\n").split("\n")
  const first = lines.findIndex((l) => /[\p{L}\p{N}]/u.test(l))
  if (first < 0) return { name: "", body: "" }
  const heading = lines.findIndex((l) => /^\s{0,3}#{1,6}\s+\S/.test(l))
  const at = heading >= 0 && heading <= first + 1 ? heading : first
  const line = plainText(lines[at]!).replace(/^(?:project(?:\s+name)?|title)\s*:\s*/i, "").trim()
  // section headings ("## Where we are") are no words of the brief, except one that says what is wanted ("## What we
  // want"), which labels its section's first line; a label line ("Sponsor: ...") is a sentence of its own
  const kept: Array<string> = []
  let label: string | undefined
  for (const l of lines.slice(at + 1)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(l)
    if (heading) {
      label = WANT_HEADING.test(heading[1]!.trim()) ? heading[1]!.trim().replace(/[:.]+$/, "") : undefined
      continue
    }
    const line = /^\s*[A-Z][\w' -]{1,30}:\s+\S.*[^.!?:;,\s]\s*$/.test(l) ? `${l.trimEnd()}.` : l
    if (label && line.trim().length > 0) {
      kept.push(`${label}: ${line.trim()}`)
      label = undefined
    } else kept.push(line)
  }
  const rest = plainText(kept.join("\n"))
  const isTitle = heading === at || (line.split(/\s+/).length <= 12 && !/[.!?]$/.test(line) && line.length <= 100)
  if (isTitle) return { name: line.replace(/[:.]+$/, ""), body: rest }
  // no title line: the brief's first step ("Move the Westside outpatient clinic") names it
  const body = plainText(raw)
  const step = briefFacts(body, false).steps[0]?.task
  const words = (step ?? line).split(/\s+/).slice(0, 8).join(" ").replace(/[,.;:]+$/, "")
  return { name: capitalise(words), body, assumed: `The brief has no title line: the project is named after ${step ? "its first step" : "its first words"}.` }
}

const isoDay = (d: Date): string => d.toISOString().slice(0, 10)

// A section or paragraph the sponsor heads as risks: "## Risks", "Risk context:", "What worries us".
const RISK_HEAD = /^(?:key\s+|main\s+|known\s+|my\s+|our\s+)?(?:risks?(?:\s+(?:context|and\s+(?:concerns|issues|worries|dependencies)))?|concerns|worries|what (?:could|might) go wrong|what worries (?:us|me)|what keeps (?:us|me) (?:up|awake)(?: at night)?|threats|risk register)\b\s*[:.-]?\s*/i
const HEADING = /^\s{0,3}(?:#{1,6}\s+(.*?)\s*#*\s*|\*\*(.+?)\*\*\s*:?|__(.+?)__\s*:?)$/
// a field label line: "Method: agile", "Start: 2027-02-01"
const METHOD_LINE = /^\s*(?:(?:delivery\s+)?method(?:ology)?|approach|delivery approach)\s*[:=-]\s*(agile|scrum|kanban|waterfall|prince2|predictive|traditional)\b.*$/i
const START_LINE = /^\s*(?:project\s+)?start(?:\s+date)?\s*[:=-]\s*\S.*$/i

const STATED_DURATION = /\b(?:quot\w*|lead[- ]times?|build time|delivery time|takes?|took)\b[^.]{0,40}\b\d{1,2}(?:\s*(?:to|-|–)\s*\d{1,2})?\s+(?:weeks?|months?)\b|\b(?:\d{1,2}|nine|six|twelve|eighteen)\s+(?:weeks?|months?)\s+to\s+(?:arrive|deliver|build|connect)\b/i

const OPENS_WORRIES = /\b(?:worr(?:y|ies|ied)|concerns?|risks?|keeps? (?:me|us) (?:up|awake)|could go wrong|nervous about)\b/i

interface Sections {
  /** the brief without its risk sections and label lines */
  readonly rest: string
  /** what its risk sections say */
  readonly risks: string
  readonly method?: "agile" | "waterfall"
  /** the date of a "Start: ..." label line */
  readonly start?: string
}

/** The brief's risk sections (a heading's section, or a paragraph opened by a risk label) apart from the rest. */
const sections = (raw: string): Sections => {
  const rest: Array<string> = []
  const risks: Array<string> = []
  let method: Sections["method"]
  let start: string | undefined
  // "heading": a risk heading's section, to the next heading; "paragraph": a labelled paragraph, to the next blank line
  let inRisk: "heading" | "paragraph" | undefined
  for (const line of raw.replace(/\r\n?/g, "\n").split("\n")) {
    const m = METHOD_LINE.exec(line)
    if (m) {
      method = /agile|scrum|kanban/i.test(m[1]!) ? "agile" : "waterfall"
      continue
    }
    if (START_LINE.test(line)) {
      start ??= line.replace(/^[^:=-]*[:=-]\s*/, "").trim()
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      const words = (heading[1] ?? heading[2] ?? heading[3] ?? "").trim()
      // ("Risks", "What worries me", "Sponsor's view of the risks")
      inRisk = (RISK_HEAD.test(words) && words.replace(RISK_HEAD, "").split(/\s+/).length <= 3) || (/\b(?:risks|worries|concerns)$/i.test(words) && words.split(/\s+/).length <= 6) ? "heading" : undefined
      if (!inRisk) rest.push(line)
      continue
    }
    if (line.trim() === "") {
      if (inRisk === "paragraph") inRisk = undefined
      ;(inRisk ? risks : rest).push(line)
      continue
    }
    // a field label ("Sponsor: Dev Kaur") after a risk heading's section ends it
    if (inRisk === "heading" && /^[A-Z][\w' -]{1,30}:\s/.test(line.trim()) && !RISK_HEAD.test(line.trim())) inRisk = undefined
    if (!inRisk && RISK_HEAD.test(line.trim()) && /^[^:]{3,40}:/.test(line.trim())) {
      inRisk = "paragraph"
      risks.push(capitalise(line.trim().replace(/^[^:]{3,40}:\s*/, "")))
      continue
    }
    // a paragraph that opens with a short worry ("The worries are real.", "A few things worry me.") lists risks
    const opener = /^([^.!?]{3,60}[.!?])\s+(.+)$/.exec(line.trim())
    if (!inRisk && opener && OPENS_WORRIES.test(opener[1]!) && opener[1]!.split(/\s+/).length <= 8 && (rest.length === 0 || rest[rest.length - 1]!.trim() === "")) {
      inRisk = "paragraph"
      risks.push(opener[2]!)
      continue
    }
    ;(inRisk ? risks : rest).push(line)
  }
  // a time the sponsor states among the worries ("the network operator has quoted 18 to 24 months for the
  // connection") is a fact the plan needs too: it stays in the brief's text as well
  const durations = limitSentences(plainText(risks.join("\n"))).filter((x) => STATED_DURATION.test(x))
  return { rest: [...rest, ...(durations.length > 0 ? ["", durations.join(" ")] : [])].join("\n"), risks: plainText(risks.join("\n")), ...(method ? { method } : {}), ...(start ? { start } : {}) }
}

const POST_OR_ORG = /\b(?:officer|manager|director|head|chief|lead|leader|chair|secretary|president|minister|council|airport|authority|trust|ltd|limited|plc|inc|group|department|agency|university|school|hospital|board|committee|society|association|company|services?)\b/i

/** Board roles and named people: "Sponsor: Dana Reyes", "the sponsor is Dana Reyes", "Dana Reyes (project sponsor)". */
const namedPeople = (text: string): Array<BriefFormStakeholder> => {
  const out: Array<BriefFormStakeholder> = []
  for (const line of text.split("\n")) {
    const m = ROLE_LINE.exec(line)
    // "Sponsor: Graham Teale, Chief Operating Officer, Northbay Airport" names one person with their post, not three
    const parts = m ? m[2]!.split(/\s*(?:,|;| and )\s*/).map((p) => p.trim().replace(/[.;]+$/, "")).filter((p) => /^[A-Z]/.test(p)) : []
    const people = parts.filter((p, i) => i === 0 || !POST_OR_ORG.test(p))
    if (m) for (const name of people) out.push({ name, role: capitalise(m[1]!.trim()) })
  }
  for (const m of text.matchAll(ROLE_IS)) out.push({ name: m[2]!.trim().replace(/[.,;]+$/, ""), role: capitalise(m[1]!.trim()) })
  for (const m of text.matchAll(NAME_ROLE)) if (A_ROLE.test(m[2]!)) out.push({ name: m[1]!.trim(), role: capitalise(m[2]!.trim()) })
  return out
}

/** What a brief's words say, as the editable form; `today` (YYYY-MM-DD) is the start when the brief names none. */
export const readBriefText = (raw: string, today: string): BriefForm => {
  const parts = sections(raw)
  const title = titleOf(parts.rest)
  const text = title.body
  const assumed: Array<BriefAssumption> = []
  if (title.assumed) assumed.push({ field: "name", reason: title.assumed })
  const all = `${title.name}\n${text}`
  const facts = briefFacts(text, false)
  const sentences = limitSentences(text)

  const agile = parts.method ? parts.method === "agile" : AGILE_WORDS.test(`${all}\n${parts.risks}`)
  if (!agile && !parts.method) assumed.push({ field: "method", reason: "The brief uses no agile words (sprints, backlog, user stories): waterfall (PRINCE2) is assumed." })

  // a date more than a year before today is history ("our system dates from 2004"), not when the work starts
  const yearAgo = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) - 365 * 86_400_000))
  const read = facts.start?.date && isoDay(facts.start.date) >= yearAgo ? facts.start.date : undefined
  const start = (parts.start !== undefined ? parseDate(parts.start) : undefined) ?? read
  if (!start) assumed.push({ field: "start", reason: "The brief names no start date: the plan starts today." })

  const deadlines: Array<string> = []
  const events: Array<string> = []
  for (const s of sentences) {
    const found = datesIn(s)
    if (found.deadline) deadlines.push(found.deadline.text)
    if (found.horizon) deadlines.push(found.horizon.text)
    if (found.event) events.push(found.event.text)
  }
  const limits = readBriefLimits(text)
  // the deadline the plan is held to first
  if (limits.deadline) deadlines.unshift(limits.deadline.text)
  if (deadlines.length === 0 && events.length === 0) assumed.push({ field: "deadlines", reason: "The brief names no deadline: the plan takes as long as its work." })

  const money = unique([...(limits.budgetCap ? [limits.budgetCap.text] : []), ...sentences.flatMap((s) => moneyIn(s).map((m) => m.text))])
  const unit = limits.budgetCap?.unit ?? moneyIn(text)[0]?.unit ?? ""
  const currency = CURRENCY_CODES[unit] ?? (/^[A-Z]{3}$/.test(unit) ? unit : "")
  if (money.length === 0) assumed.push({ field: "money", reason: "The brief names no budget: the budget is priced from the work at standard rates." })
  else if (currency === "") assumed.push({ field: "currency", reason: `The brief's money (${money[0]}) names no currency code: the budget keeps its default currency.` })

  const people = namedPeople(text)
  const taken = new Set(people.map((p) => p.name.toLowerCase()))
  const parties = facts.parties.filter((p) => ORGANISATION.test(p) && !taken.has(p.toLowerCase())).map((p) => ({ name: capitalise(p), role: "" }))
  const stakeholders = [...people, ...parties].filter((p, i, all) => all.findIndex((o) => o.name.toLowerCase() === p.name.toLowerCase()) === i)
  if (stakeholders.length === 0) assumed.push({ field: "stakeholders", reason: "The brief names no people or teams: the register proposes the roles a project needs." })

  // the sponsor's own risk sections are the risk context; without one, the sentences that sound like risks
  const headed = limitSentences(parts.risks)
  const risky = headed.length > 0 ? [...headed, ...sentences.filter((s) => STRONG_RISK_WORDS.test(s))] : sentences.filter((s) => RISK_WORDS.test(s))
  const constraints = sentences.filter((s) => CONSTRAINT_WORDS.test(s) && !risky.includes(s) && !START_LINE.test(s))

  return {
    name: title.name,
    method: agile ? "agile" : "waterfall",
    start: start ? isoDay(start) : today,
    deadlines: unique(deadlines),
    events: unique(events),
    money,
    currency,
    quantities: unique(facts.quantities.filter((q) => !q.money).map((q) => q.text)),
    stakeholders,
    constraints: unique(constraints),
    risk_context: risky.join(" "),
    text,
    assumed
  }
}
