// Parametric work packages (issue 33, point 3): the counted things a brief names ("250,000 pages of
// regional newspapers", "14 km of water main", "120 electric vans"), each sized by a planning rate:
// crew-days = quantity / units per crew-day, crews in parallel to fit the time there is, a pilot first
// when the work is long, and a cost of quantity x unit cost. Durations the brief states per unit
// ("each refit takes 3 weeks") replace the table's rate.
import { UNIT_RATES, type UnitRate } from "../knowledge/unit-rates"
import { briefFacts, sentencesOf, verbBase, workingDaysBetween } from "./brief-facts"
import { NEW_OF, unratedMatch } from "./unrated-work"
import { openShare } from "./open-share"

export interface WorkPackage {
  readonly rate: UnitRate
  readonly n: number
  /** The brief's own words for the quantity: "250,000 pages of regional newspapers". */
  readonly phrase: string
  /** The plural unit word as the brief wrote it: "pages". */
  readonly unitWord: string
  /** How the quantity is counted in a budget line or a pilot: "square metres", else the unit word. */
  readonly unitPhrase: string
  readonly crews: number
  /** Units one crew completes a working day, as used (the table's, or the brief's stated duration). */
  readonly perCrewDay: number
  /** "the brief's 3 weeks per store" when a stated duration set the rate. */
  readonly stated?: string
  readonly pilot?: { readonly n: number; readonly days: number }
  /** Working days of the main work (after any pilot). */
  readonly days: number
  /** Typical cost in AUD. */
  readonly cost: number
  /** Priced by its parts: the counted things the brief lists for it after a colon ("12 km of river: 18 km of fencing, ..."). */
  readonly byParts?: boolean
  /** Priced within another package's unit rate (service connections within a main's per-km outturn cost): that package's id. */
  readonly within?: string
}

const WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100, dozen: 12 }
const NUMBER = /(?<![\w$£€.,-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a dozen)(?:\s*(million|m|thousand|k)\b)?\s+(?!%|per cent|percent)/gi
// a quantity that is a rate or a history ("9,000 permits a year", "burst 27 times last year") is no work
const RATE_AFTER = /^[^.;]{0,40}?\b(?:a|per|each|every)\s+(?:year|month|week|day|night|hour|annum|season)\b|^[^.;]{0,40}?\b(?:[a-z0-9-]+-year|rolling|annual)\s+(?:cycle|programme|program|basis)\b|^[^.;]{0,25}?\b(?:annually|last year|so far|to date|in 20\d\d|since|ago)\b/i
const NOT_WORK_BEFORE = /\b(?:serv(?:es|ing)|than|among|at|across|from|with|has|have|holds?|contains?|includ(?:es|ing)|of (?:our|the|its|their|all|some)|covering|supplies|supplying|reaches|reaching|home to|(?:population|town|city|county|district|area|community|region|catchment|borough|parish|audience|membership|network) of)\s*$|\b(?:covering|serving|reaching|along)\s+(?:the|our|its|their|all|about|around|some|over|nearly|an estimated|approximately)\s+$/i
// "a booking service for 12,500 homes": who a service is for is no work on them, unless the work is a service to people
const FOR_BEFORE = /\bfor\s+(?:(?:the|our|its|their|all|about|around|some|over|nearly|an estimated|approximately|up to)\s+)?$/i
const PEOPLE_SERVICE = ["doses", "staff", "pupils", "volunteers", "attendees", "participants"]
const PHRASE_STOP = /^(?:by|before|after|from|in|on|at|across|over|within|to|for|and|or|with|which|that|who|so|but|each|per|a|an|is|are|was|were|will|must|should|can|could|would|has|have|had|since|during|until|while|when|where|because|as|into|between|through|under|without|plus)$/i

/**
 * A counted thing is work when a work verb governs it ("Replace the 42 km", "reconnect about 5,600 services")
 * or it opens the sentence as a goal ("60,000 extra flu vaccinations in the 2027 season"); a count in a
 * description of today ("Our 58 schools run on ...", "played 30 festivals") is not.
 */
const workedOn = (before: string): boolean => {
  const clause = before.split(/[.;:]|,\s+(?:and\s+|but\s+|while\s+|which\s+)/).at(-1)!.trim()
  if (clause.length === 0) return true
  const words = clause.toLowerCase().split(/\s+/).slice(-8).map((w) => w.replace(/[^a-z-]/g, ""))
  // a goal: "Have all 250,000 pages online", "Goals: Get 120 vans on the road"
  if (/^(?:goals?:\s*)?(?:have|get|put|bring|make)\b/i.test(clause)) return true
  return words.some((w) => WORK_VERBS.has(w) || (verbBase(w) !== undefined && !NOT_WORK_VERBS.has(verbBase(w)!)))
}
/** "312,000 specimens ... must be packed, moved and re-shelved": the count is the work's object in the passive. */
const passiveWork = (after: string): boolean => {
  // "... must be packed, moved", or an outcome list's "1,450 square metres of nave roof lead stripped and recast"
  const m = /^[^.;]{0,200}?\b(?:must|will|should|shall|needs? to|are to|is to|ha(?:ve|s) to)\s+(?:all\s+|each\s+|then\s+)?be\s+([a-z]+(?:ed|en|t))\b/i.exec(after) ?? /^[^.;,()]{0,60}?\s([a-z]+ed)\b/i.exec(after)
  if (!m) return false
  const participle = m[1]!.toLowerCase()
  // "stripped" -> "strip", "renewed" -> "renew", "replaced" -> "replace"
  const stem = participle.replace(/ed$/, "")
  const bases = [participle, stem, stem.replace(/([bdgklmnprt])\1$/, "$1"), `${stem}e`]
  return bases.some((b) => {
    const base = verbBase(b) ?? (WORK_VERBS.has(b) ? b : undefined)
    return base !== undefined && !NOT_WORK_VERBS.has(base)
  })
}
// verbs of doing the work that the step lexicon lacks, and lexicon verbs that describe today, not work
const WORK_VERBS = new Set(["re-lead", "relead", "strip", "recast", "relay", "reroof", "re-roof", "repoint", "resurface", "reline", "reseal", "repaint", "recover", "rewire", "replumb", "reconnect", "reconnecting", "renew", "renewing", "replant", "replanting", "retrofit", "retrofitting", "refit", "refitting", "give", "giving", "plant", "planting", "tour", "touring", "stage", "staging", "perform", "performing", "vaccinate", "inoculate", "recruit", "recruiting", "enrol", "enrolling", "tutor", "tutoring", "rehabilitate", "rehabilitating", "revegetate", "strengthen", "strengthening", "renovate", "refurbish", "insulate", "electrify", "decarbonise", "convert", "converting", "add", "adding", "grow", "create", "creating", "provide", "providing", "fund", "funding", "hold", "holding", "screen", "screening", "bring", "put", "get"])
const NOT_WORK_VERBS = new Set(["run", "hold", "serve", "use", "have", "report", "review", "measure", "close", "return", "publish", "sell", "pay", "host", "stream"])

const valueOf = (num: string, scale: string | undefined): number => {
  const base = WORDS[num.toLowerCase().replace(/^a /, "")] ?? Number(num.replace(/,/g, ""))
  const s = (scale ?? "").toLowerCase()
  return base * (s === "million" || s === "m" ? 1_000_000 : s === "thousand" || s === "k" ? 1000 : 1)
}

/** "250,000 pages of regional newspapers": the number, the unit and up to five words of what they are. */
const phraseAt = (sentence: string, start: number, unitEnd: number): string => {
  const rest = sentence.slice(unitEnd).split(/\s+/).filter((w) => w.length > 0)
  const out: Array<string> = []
  if (rest[0]?.toLowerCase() === "of") {
    out.push("of")
    for (const w of rest.slice(1, 6)) {
      const bare = w.replace(/[,;:.)]+$/, "")
      // a participle ends the thing: "1,450 square metres of nave roof lead | stripped and recast"
      if (PHRASE_STOP.test(bare) || /^[\d(]/.test(bare) || (/ed$/i.test(bare) && passiveWork(` ${bare}`))) break
      out.push(bare)
      if (/[,;:.)]$/.test(w)) break
    }
    if (out.length === 1) out.pop()
  }
  return `${sentence.slice(start, unitEnd).trim()}${out.length > 0 ? ` ${out.join(" ")}` : ""}`.replace(/\s+/g, " ")
}

const DURATION = /(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+(working days|days|weeks|months)\b/i
const DAYS_PER: Record<string, number> = { "working days": 1, days: 1, weeks: 5, months: 21 }

/** A duration per unit the brief states in the same sentence ("each store refit takes 3 weeks", "10 working days per home"). */
const statedDays = (sentence: string, unitWord: string): { days: number; text: string } | undefined => {
  const stem = unitWord.toLowerCase().replace(/(?:es|s)$/, "").slice(0, 6)
  const d = DURATION.exec(sentence)
  if (!d) return undefined
  const lower = sentence.toLowerCase()
  const perUnit = new RegExp(`\\b(?:each|every|per|a|one)\\s+(?:[a-z-]+\\s+){0,2}${stem}|${stem}[a-z]*\\s+(?:[a-z-]+\\s+){0,2}(?:takes|lasts|needs|will take|take)\\b`).test(lower)
  const perAll = /\b(?:each|every|per)\b/.test(lower)
  if (!perUnit && !(perAll && lower.includes(stem))) return undefined
  const n = WORDS[d[1]!.toLowerCase()] ?? Number(d[1])
  return n > 0 ? { days: n * DAYS_PER[d[2]!.toLowerCase()]!, text: d[0] } : undefined
}

const roundPilot = (n: number): number => {
  const raw = Math.max(1, Math.round(n * 0.02))
  if (raw < 10) return raw
  const step = 10 ** (Math.floor(Math.log10(raw)) - 0)
  return Math.max(1, Math.round(raw / step) * step)
}

/** Working days the main work may take: 60% of the time from start to deadline, else about six months. */
export const workWindow = (text: string): number => {
  const f = briefFacts(text, false)
  const start = f.start?.date
  const end = f.deadline?.date ?? f.horizon?.date
  if (start && end && end > start) return Math.max(10, Math.round(workingDaysBetween(start, end) * 0.6))
  return 120
}

/** A rate that needs its verbs ("refit 48 stores") takes them from the clause before the count or the sentence after it. */
type Needs = (rate: UnitRate, after: string) => boolean

const matchAt = (after: string, skip: number, needs: Needs): { rate: UnitRate; unitEnd: number; unitWord: string } | undefined => {
  const unitText = after.slice(skip)
  for (const rate of UNIT_RATES) {
    const m = rate.unit.exec(unitText)
    if (!m) continue
    if (!needs(rate, unitText.slice(m[0].length))) continue
    const tail = unitText.slice(m[0].length)
    const thing = rate.thing?.exec(tail)
    // "12 km of the Upper Wennan with fencing" is no fencing: the thing words stop at a preposition
    if (rate.thing && (!thing || THING_BREAK.test(thing[0]))) continue
    return { rate, unitEnd: skip + m[0].length, unitWord: m[0].split(/\s+/).at(-1)! }
  }
  return undefined
}

/** The unit right after the number, or after up to two describing words ("120 electric vans", "four 44-minute episodes"). */
const matchRate = (after: string, needs: Needs): { rate: UnitRate; unitEnd: number; unitWord: string } | undefined => {
  const words = /^([a-z][a-z-]*|\d+-[a-z]+)\s+(?:([a-z][a-z-]*|\d+-[a-z]+)\s+)?/i.exec(after)
  const direct = matchAt(after, 0, needs)
  if (direct || !words) return direct
  const first = words[1]!
  if (PHRASE_STOP.test(first) || verbBase(first.toLowerCase()) !== undefined) return undefined
  const one = matchAt(after, first.length + 1, needs)
  if (one || !words[2] || PHRASE_STOP.test(words[2]) || verbBase(words[2].toLowerCase()) !== undefined) return one
  return matchAt(after, words[0]!.length, needs)
}

const THING_BREAK = /\s(?:with|by|for|to|from|at|in|on|into|through|along)\s/i
// a count after a purpose clause ("two weirs removed to reopen 30 km of spawning habitat") is what the work achieves
const OUTCOME_BEFORE = /\b[a-z]+(?:ed|en)\s+(?:so as\s+|in order\s+)?to\s+[a-z]+\s+(?:about\s+|around\s+|some\s+|the\s+|a further\s+)?$/i
// per-unit outturn costs that already include other counted work along them (a main's per-km rate its services)
const PRICED_WITHIN: Readonly<Record<string, ReadonlyArray<string>>> = { connections: ["water-main"], valves: ["water-main"] }

/** Rates that measure the same material: the first one the brief names sizes it. */
const GROUPS: Record<string, string> = { pages: "digitisation", images: "digitisation", registers: "digitisation", recordings: "digitisation", objects: "collection", "object-move": "collection" }

const CACHE = new Map<string, ReadonlyArray<WorkPackage>>()
const STRETCH = 3

/** The work packages of a brief's counted things, largest cost first (at most five). */
export const workPackages = (text: string): ReadonlyArray<WorkPackage> => {
  const hit = CACHE.get(text)
  if (hit) return hit
  const window = workWindow(text)
  const found = new Map<string, WorkPackage>()
  const parts = new Set<string>()
  for (const sentence of sentencesOf(text)) {
    // packages this sentence adds, with where their phrase ends
    const added: Array<{ key: string; at: number }> = []
    for (const m of sentence.matchAll(NUMBER)) {
      const before = sentence.slice(0, m.index)
      if (/[$£€]\s*$|\b(?:AUD|USD|GBP|EUR|NZD|CAD)\s*$/i.test(before) || (NOT_WORK_BEFORE.test(before) && !NEW_OF.test(before)) || OUTCOME_BEFORE.test(before)) continue
      const at = m.index + m[0].length
      // a passive makes only the sentence's own subject the work, not a count inside it ("(about 64,000 sheets, ...)")
      const subject = /^(?:all|the|every|our|their|about|around|some|over|nearly|an estimated|approximately)?$/i.test(before.split(/[.;:]/).at(-1)!.trim())
      const clause = before.split(/[.;]/).at(-1)!
      // "I need the channel dredged back to 38 feet, roughly 1.1 million cubic yards": what is needed done is work
      const neededDone = /\b(?:need|want|require)s?\b[^.;]{0,80}?\b[a-z]{3,}ed\b/i.test(clause)
      if (!workedOn(before) && !(subject && passiveWork(sentence.slice(at))) && !neededDone && !NEW_OF.test(clause)) continue
      // the verbs may come before the count ("refit 48 stores") or after it ("312,000 specimens ... must be packed, moved")
      const needs: Needs = (rate, rest) => !rate.needs || rate.needs.test(clause) || rate.needs.test(rest.split(/[.;]/)[0]!.slice(0, 240))
      const n = valueOf(m[1]!, m[2])
      if (!Number.isFinite(n) || n <= 0 || (n >= 1900 && n <= 2100 && !m[1]!.includes(","))) continue
      // a thing no rate knows, worked on by a delivery verb, is sized to the time there is and priced later
      const match = matchRate(sentence.slice(at), needs) ?? unratedMatch(clause, sentence.slice(at), n, window)
      if (!match || (FOR_BEFORE.test(before) && !PEOPLE_SERVICE.includes(match.rate.id))) continue
      if (RATE_AFTER.test(sentence.slice(at + match.unitEnd))) continue
      const { rate, unitEnd, unitWord } = match
      const stated = statedDays(sentence, unitWord)
      const perCrewDay = stated ? 1 / stated.days : rate.perCrewDay
      const crewDays = n / perCrewDay
      // more crews than is typical when the time there is needs them (up to three times as many: beyond that the
      // plan runs past the deadline and says so)
      // (a work allowed only part of the year has only that share of the window)
      const open = openShare(text, rate.work.replace("{q}", phraseAt(sentence, m.index, at + unitEnd)))
      const crews = Math.min(rate.crewsMax * STRETCH, Math.max(1, Math.ceil(crewDays / (window * open))))
      const pilotN = crewDays > 20 && n >= 5 ? roundPilot(n) : 0
      const pilot = pilotN > 0 ? { n: pilotN, days: Math.max(2, Math.ceil(pilotN / perCrewDay / Math.min(crews, pilotN))) } : undefined
      const days = Math.max(1, Math.ceil((n - pilotN) / perCrewDay / crews))
      const wp: WorkPackage = {
        rate,
        n,
        phrase: phraseAt(sentence, m.index, at + unitEnd),
        unitWord,
        unitPhrase: /^(?:square|cubic|linear|shelf)\s/i.test(sentence.slice(at, at + unitEnd).trim()) ? sentence.slice(at, at + unitEnd).trim().split(/\s+/).slice(-2).join(" ") : unitWord,
        crews,
        perCrewDay,
        ...(stated ? { stated: stated.text } : {}),
        ...(pilot ? { pilot } : {}),
        days,
        cost: n * rate.cost
      }
      // the first mention is the work ("replace 120 of our 310 buses"); one digitisation package per material
      const key = GROUPS[rate.id] ?? rate.id
      const same = [...found.values()].some((o) => o.n === n && o.unitWord.toLowerCase() === unitWord.toLowerCase())
      if (!found.has(key) && !same && (wp.cost >= 5000 || wp.rate.cost === 0 || days >= 3)) {
        found.set(key, wp)
        added.push({ key, at: m.index })
      }
    }
    // "Restore 12 km of river corridor: 18 km of fencing, 25,000 trees ...": the list after the colon prices the whole
    for (const a of added) {
      const colon = sentence.indexOf(":", a.at)
      if (colon >= 0 && added.some((b) => b.at > colon)) parts.add(a.key)
    }
  }
  const ids = new Set([...found.values()].map((w) => w.rate.id))
  const out = [...found.entries()]
    .map(([key, wp]) => {
      const within = (PRICED_WITHIN[wp.rate.id] ?? []).find((id) => ids.has(id))
      return { ...wp, ...(parts.has(key) ? { byParts: true } : {}), ...(within ? { within } : {}) }
    })
    .sort((a, b) => b.cost - a.cost)
    .slice(0, 5)
  if (CACHE.size > 64) CACHE.clear()
  CACHE.set(text, out)
  return out
}

/** The main task of a work package, verb first: "Scan and OCR the 250,000 pages of regional newspapers in batches, 4 crews in parallel". */
export const workTask = (wp: WorkPackage, text: string): string => {
  // "Fence the 12 km of riverbank", but "Install the 12 km of fencing"
  const work = wp.rate.id === "fence" && /fenc|hedg|wall/i.test(wp.phrase) ? "Install the {q}" : wp.rate.work
  const show = /exhibition/i.test(text) ? "exhibition" : /\b(?:musical|play|production|opera|ballet)\b/i.test(text) ? "production" : "show"
  const crews = wp.crews <= 1 ? "" : wp.crews > wp.rate.crewsMax ? `, ${wp.crews} crews in parallel to meet the deadline (${wp.rate.crewsMax} is typical)` : `, ${wp.crews} crews in parallel`
  // "Deliver the six new classrooms": a count word opening the brief's sentence is no name
  const phrase = wp.phrase.replace(/^(?:Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Fifteen|Twenty|Thirty|Forty|Fifty|A dozen)\b/, (w) => w.toLowerCase())
  return `${work.replace("{q}", phrase).replace("{show}", show)}${crews}`
}

const singular = (word: string): string => (/(?:ches|shes|sses|xes)$/i.test(word) ? word.slice(0, -2) : /[^s]s$/i.test(word) ? word.slice(0, -1) : word)

/** The pilot that proves the rate before the bulk of the work. */
export const pilotTask = (wp: WorkPackage): string =>
  wp.pilot!.n === 1
    ? `Complete the first ${singular(wp.unitWord)} and confirm the method, rate and cost`
    : `Pilot the first ${wp.pilot!.n.toLocaleString("en")} ${wp.unitPhrase} and confirm the rate and quality`

/** Where the package sits: services to people and touring run in transition, the rest in build. */
export const packageStage = (wp: WorkPackage): "Build and Test" | "Transition and Go-Live" =>
  ["venues", "performances", "events", "doses", "staff", "pupils", "volunteers", "attendees", "grants", "clubs"].includes(wp.rate.id) ? "Transition and Go-Live" : "Build and Test"
