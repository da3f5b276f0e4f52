// Everything the offline drafter knows about one request: project, matched domain, the user's words.
import { DOMAINS, domainProfile, type DomainId, type DomainProfile } from "../knowledge/domains"
import { TOPIC_PACKS, type TopicPack } from "../knowledge/topic-packs"
import { briefFacts, type BriefFacts } from "./brief-facts"
import { ASSET_KINDS } from "../knowledge/asset-kinds"
import { sanitise } from "./phrases"
import { patternPack } from "./work-patterns"
import { rngFor, type Rng } from "./seed"
import type { Vars } from "./text"

export interface DraftContext {
  readonly task: string
  readonly project: string
  readonly domain: DomainProfile
  /** Other domains the text points to, strongest first. */
  readonly secondary: ReadonlyArray<DomainId>
  /** All of the user's text joined (sanitised). */
  readonly text: string
  readonly rng: Rng
  readonly vars: Vars
  /** True when no domain matched well enough: the plan is drafted from the brief alone. */
  readonly fromBrief: boolean
  /** What the brief states (steps, names, quantities, deadline, cap); read on first use. */
  readonly facts: BriefFacts
  /** Knowledge packs the brief points to (events, healthcare, utilities ...) for plans drafted from the brief, then its work patterns. */
  readonly topics: ReadonlyArray<TopicPack>
}

const PACK_PATTERNS = new Map(TOPIC_PACKS.map((p) => [p, p.keywords.map((k) => new RegExp(`\\b${k.replace(/\s+/g, "\\s+")}`, "g"))] as const))

/**
 * Packs with two or more distinct keywords in the text, best first: the strongest, and a second one only when it
 * is nearly as strong (a clinic move is healthcare, not capital works because it names a building).
 */
export const topicPacks = (text: string): Array<TopicPack> => {
  const lower = text.toLowerCase()
  const long = text.split(/\s+/).length > 250
  const scored = TOPIC_PACKS.map((p) => {
    let distinct = 0
    let total = 0
    for (const re of PACK_PATTERNS.get(p)!) {
      const n = lower.match(re)?.length ?? 0
      if (n > 0) distinct++
      total += n
    }
    return { p, distinct, total }
  })
    // a long brief names its field's words many times: two stray words ("collection", "conservation" in a seed bank's
    // move) are no field there
    .filter((x) => x.distinct >= (long ? 3 : 2) && !x.p.unless?.test(text) && (x.p.requires?.test(text) ?? true))
    .sort((a, b) => b.distinct - a.distinct || b.total - a.total)
  const top = scored[0]
  return scored.filter((x, i) => i === 0 || (i === 1 && x.distinct >= 3 && top !== undefined && x.distinct * 4 >= top.distinct * 3)).map((x) => x.p)
}

/**
 * A domain's template is used when its keywords hit often enough: 5 times, or 4 per 100 words of a short
 * request. Below that (a clinic move that mentions "refurbished" once) the brief's own steps shape the plan.
 */
export const DOMAIN_THRESHOLD = { hits: 5, per100Words: 4, distinct: 2 } as const

/** Occurrences of `needle` in `text` (plain substring search, much faster than a regex per keyword). */
const countSubstring = (text: string, needle: string): number => {
  let n = 0
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + needle.length)) n++
  return n
}

/** Word counts of a lower-case text. */
const wordCounts = (text: string): Map<string, number> => {
  const counts = new Map<string, number>()
  for (const w of text.match(/[a-z0-9]+/g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1)
  return counts
}

// Short keywords must match whole words ("app", not "approval"); longer ones match as stems ("virtualis").
const hits = (text: string, words: Map<string, number>, keyword: string): number =>
  keyword.length <= 4 && /^[a-z0-9]+$/.test(keyword) ? (words.get(keyword) ?? 0) : countSubstring(text, keyword)

/** Domains ranked by keyword hits in the text; the project name counts double, incidental keywords half. */
export const rankDomains = (projectName: string, text: string): Array<{ id: DomainId; score: number; distinct: number; core: number }> => {
  const lowerText = ` ${text.toLowerCase()} `
  const lowerName = ` ${projectName.toLowerCase()} `
  const textWords = wordCounts(lowerText)
  const nameWords = wordCounts(lowerName)
  return DOMAINS.filter((d) => d.id !== "general")
    .map((d) => {
      let score = 0
      let distinct = 0
      let core = 0
      let named = 0
      for (const k of d.keywords) {
        const inName = hits(lowerName, nameWords, k)
        const n = hits(lowerText, textWords, k) + 2 * inName
        const incidental = d.incidental.includes(k)
        score += incidental ? n / 2 : n
        if (n > 0) distinct++
        if (n > 0 && !incidental && inName > 0) named = Math.max(named, k.includes(" ") ? 2 : 1)
        if (n > 0 && !incidental) core++
      }
      // a core word in the project name ("accounts payable automation") says what the project is: it counts twice,
      // when it names the field in two words or another of the field's words backs it ("Flood Siren Network" alone
      // is no computer network)
      return { id: d.id, score, distinct: distinct >= 2 || named === 2 ? distinct + Math.min(named, 1) : distinct, core }
    })
    .filter((d) => d.score > 0)
    .sort((a, b) => b.score - a.score)
}

/** Collects every string in the request (the user's own words), in field order. */
export const userText = (value: unknown): Array<string> => {
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap(userText)
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(userText)
  return []
}

// The drafted scope's own framing sentences ("Out of scope are ... organisational restructure", "Procurement of
// hardware and software ... is included") are no evidence of the work: what reads the brief for work skips them.
// (nor is the list of drafted deliverables: "Lessons learned report", "Training and handover materials")
const DRAFT_FRAMING = /^(?:out of scope are|in scope are|success will be measured|procurement of|work delivered by|delivery follows|the project also aims|a key constraint|deliverables:)/i

export const withoutDraftFraming = (text: string): string =>
  text
    .split(/(?<=[.!?])\s+/)
    .filter((s) => !DRAFT_FRAMING.test(s.trim()))
    .join(" ")

const MAJOR_EQUIPMENT = new RegExp(ASSET_KINDS.find((k) => k.id === "equipment")!.nouns.source, "gi")

/** An MRI scanner or a chiller is plant, not a device of a device roll-out: its noun votes for no domain. */
const withoutMajorEquipment = (text: string): string => text.replace(MAJOR_EQUIPMENT, "equipment")

export const makeContext = (task: string, request: { readonly project_name?: string | undefined }): DraftContext => {
  const project = sanitise(request.project_name ?? "") || "the project"
  const text = sanitise(userText(request).join(". "))
  const ranked = rankDomains(withoutMajorEquipment(project), withoutMajorEquipment(text))
  const best = ranked[0]?.score ?? 0
  const words = text.split(/\s+/).length
  // one keyword repeated ("tenancy" in a contact-centre merger) is not a domain; incidental words count half and
  // alone need three of them ("cloud" and "platform" in a helpline's telephony do not make it a software delivery)
  const top = ranked[0]
  const fits = top !== undefined && top.distinct >= DOMAIN_THRESHOLD.distinct && (top.core >= 1 || top.distinct >= 3) && (best >= DOMAIN_THRESHOLD.hits || (best * 100) / Math.max(words, 20) >= DOMAIN_THRESHOLD.per100Words)
  const domain = domainProfile(fits ? (ranked[0]?.id ?? "general") : "general")
  let facts: BriefFacts | undefined
  let topics: ReadonlyArray<TopicPack> | undefined
  return {
    get topics() {
      if (topics) return topics
      const packs = fits && domain.id !== "general" ? [] : topicPacks(withoutDraftFraming(text))
      // the cross-field work patterns (grant claims, disposal of what is replaced ...) join any plan
      const patterns = patternPack(withoutDraftFraming(text), packs, domain.id)
      topics = patterns ? [...packs, patterns] : packs
      return topics
    },
    fromBrief: !fits,
    get facts() {
      facts ??= briefFacts(text, !fits)
      return facts
    },
    task,
    project,
    domain,
    secondary: (fits ? ranked.slice(1) : []).filter((d) => d.score >= Math.max(2, (ranked[0]?.score ?? 0) / 2)).map((d) => d.id),
    text,
    rng: rngFor(task, request),
    vars: { project, noun: domain.noun, users: domain.users, supplier: domain.supplier }
  }
}
