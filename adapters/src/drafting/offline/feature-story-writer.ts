// Stories for an epic that is a feature in the brief's words (issue 33, point 7), as a product owner writes them:
// the user's own story on the feature's object with its benefit and testable criteria, then the stories around it
// (the staff who handle the result, the data owner who signs a move off, work with no signal), each want used once
// in the backlog. A feature the product does for someone ("gives handlers a recommendation") is that person's story.
import type { StoryDraft } from "@initpack/core/drafting/backlog"
import { DEFAULT_KIND, DEVICE_STORY, featureKind, KIND_VERBS, OFFLINE_STORY, QUEUED_STORY, REVIEW_STORY, STAFF_PEOPLE, type FeatureKind, type StoryLine } from "../knowledge/feature-stories"
import type { BriefFeature } from "./brief-features"
import { verbBase } from "./brief-facts"
import { capitalise } from "./text"

export type StoryText = Omit<StoryDraft, "epic_key" | "points" | "priority">

/** What the whole backlog shares: the brief's text, its users, and the wants already written. */
export interface StoryWriting {
  readonly text: string
  readonly actors: ReadonlyArray<string>
  readonly used: Set<string>
}

const plural = (w: string): string => (/(?:s|sh|ch|x)$/.test(w) ? `${w}es` : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`)
const QUALIFIER_STOP = /^(?:the|a|an|our|their|its|his|her|all|any|some|many|more|most|other|each|every|new|old|key|few|both|these|those|and|or|of|for|to|with|by|from|in|on|at|as|that|which|who|one|two|three|four|five|six|ten|senior|junior|local|real|existing|current|own|few|several|external|internal|extra|additional|paid|unpaid|individual|front|frontline)$/i

/** "manager" -> "claims manager" when the brief calls them so ("claims managers by 7am"). */
export const qualified = (text: string, one: string): string => {
  if (one.includes(" ")) return one
  const counts = new Map<string, number>()
  const lower = text.toLowerCase()
  for (const m of text.matchAll(new RegExp(`(?:([A-Za-z]+)\\s+)?(?<![\\w'’])([A-Za-z]{3,})\\s+(?:${one}|${plural(one)})\\b`, "g"))) {
    const q = m[2]!
    // not a verb after "that" or "and" ("gives handlers", "lets rangers"), nor a name ("Northgate officers")
    if (/^(?:that|which|who|it|and|or|app|service|system|to|will|can)$/i.test(m[1] ?? "") || QUALIFIER_STOP.test(q) || /(?:ly|ing|ed|'s)$/i.test(q) || /\d/.test(q)) continue
    if (/^[A-Z]/.test(q) && !new RegExp(`\\b${q.toLowerCase()}\\b`).test(lower.replace(new RegExp(`\\b${q}\\b`, "g"), ""))) continue
    counts.set(q.toLowerCase(), (counts.get(q.toLowerCase()) ?? 0) + 1)
  }
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
  return top ? `${top} ${one}` : one
}

/** The staff member who handles what a feature's user does: the staff word the brief uses most, else none. */
export const staffIn = (text: string, actor: string, prefer?: RegExp, only = false): string | undefined => {
  const counts = new Map<string, number>()
  for (const w of text.match(/\b[a-z]+\b/gi) ?? []) {
    const one = w.toLowerCase().replace(/s$/, "")
    if (STAFF_PEOPLE.test(w) && !actor.startsWith(one) && !actor.endsWith(one)) counts.set(one, (counts.get(one) ?? 0) + 1)
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w)
  const named = ranked.find((w) => prefer?.test(w)) ?? (only ? undefined : ranked[0])
  return named ? (named === "staff" ? "staff member" : qualified(text, named)) : undefined
}

// kinds whose staff side is the team's own work (a load log, a target, a queue): the product owner holds it when
// the brief names no staff; a service's staff side (a reviewer's queue) is left out rather than given to anyone
const TEAM_KINDS = new Set(["move", "retire", "retire-paper", "integrate", "rebuild", "target", "gate", "intake", "shown"])
const DATA_KINDS = new Set(["move", "retire", "rebuild"])
const RECORD_KEEPERS = /^(?:officer|registrar|clerk|administrator|manager|analyst|librarian|caseworker)$/
// kinds that are the user's own work on the product, which they may do away from a desk
const DEVICE_KINDS = new Set(["apply", "pay", "book", "upload", "record", "status", "live", "shown", "default"])

// what doing a verb makes, for a feature named only by its action ("Residents apply" -> applications)
const ACTION_NOUN: Record<string, string> = { apply: "applications", submit: "submissions", register: "registrations", enrol: "enrolments", request: "requests", claim: "claims", pay: "payments", order: "orders", buy: "orders", book: "bookings", donate: "donations", renew: "renewals", upload: "uploads", report: "reports", join: "sign-ups", track: "requests", check: "checks" }
// an action alone is a thin want: "to apply" says what, not for what; the object it makes names it
const ACTION_WANT: Record<string, string> = { apply: "to apply online", pay: "to pay online", renew: "to renew online", register: "to register online", join: "to join online", donate: "to donate online" }

const fill = (s: string, v: Record<string, string>): string => s.replace(/\{(\w+)\}/g, (m, key: string) => v[key] ?? m)

/** "to view, confirm, cancel and rebook appointments" -> the verbs and what follows them. */
const verbsOf = (want: string): { verbs: Array<string>; rest: string } => {
  const m = /^to\s+((?:[a-z]+(?:,\s+|\s+and\s+|\s+or\s+))*[a-z]+)\b\s*(.*)$/i.exec(want)
  if (!m) return { verbs: [], rest: want }
  const words = m[1]!.split(/,\s+|\s+and\s+|\s+or\s+/)
  // stop at the first word that is no verb ("to have the app": "have"; "to book timed parking": "book")
  const verbs: Array<string> = []
  const restWords: Array<string> = []
  for (const w of words) (restWords.length === 0 && (KIND_VERBS.has(w.toLowerCase()) || verbBase(w.toLowerCase()) === w.toLowerCase() || /^(?:triage|choose|swap|message|rate)$/i.test(w)) ? verbs : restWords).push(w.toLowerCase())
  return { verbs, rest: [restWords.join(" "), m[2]!].filter((x) => x.length > 0).join(" ") }
}

/** Where a move feature's data goes ("onto a cloud data platform" -> "the cloud data platform"), when it says. */
export const movedTo = (f: BriefFeature): string | undefined => {
  const { verbs, rest } = verbsOf(f.want)
  if (featureKind(verbs, f.label).id !== "move") return undefined
  const t = moveParts(verbs[0]!, rest).t
  return t === "the new system" ? undefined : t
}

/** A system things move to, the thing moved and the system it leaves, from "claims data off a warehouse onto a platform". */
const moveParts = (verb: string, rest: string): { o: string; t: string; old: string } => {
  const cut = rest.split(/\s+(?=(?:onto|into|to|off|from|with)\s)/i)
  const first = cut[0]!.replace(/^(?:an?|our|its|their)\s+/i, "the ")
  const target = cut.find((c) => /^(?:onto|into|to|with)\s/i.test(c))?.replace(/^\S+\s+/, "").replace(/^(?:an?|our|its|their)\s+/i, "the ")
  const from = cut.find((c) => /^(?:off|from)\s/i.test(c))?.replace(/^\S+\s+/, "").replace(/^(?:an?|our|its|their)\s+/i, "the ")
  if (verb === "replace") return { o: `every record from ${first}`, t: target ?? "the new system", old: first }
  return { o: first, t: target ?? "the new system", old: from ?? "the old system" }
}

const storyOf = (as_a: string, line: { want: string; so: string; ac: ReadonlyArray<string> }, v: Record<string, string>): StoryText => ({
  as_a,
  i_want: fill(line.want, v),
  so_that: fill(line.so, v),
  acceptance: line.ac.map((a) => fill(a, v))
})

/** Up to `n` stories for a feature, in the order a product owner would rank them; fewer when no more fit. */
export const writeFeatureStories = (f: BriefFeature, e: number, w: StoryWriting, n: number): Array<StoryText> => {
  const { verbs, rest } = verbsOf(f.want)
  const haveVerb = /^to have\s+([a-z]+)\b/i.exec(f.want)?.[1]?.toLowerCase()
  // "to have check integrity" -> "to check integrity": a feature named by its action is the want itself
  const want0 = haveVerb !== undefined && verbBase(haveVerb) === haveVerb ? f.want.replace(/^to have\s+/i, "to ") : f.want
  const kind: FeatureKind = verbs.length > 0 || f.by ? featureKind(f.by ? [] : verbs, f.label, f.by) : DEFAULT_KIND
  const text = w.text
  const given = f.actor ?? w.actors[e % Math.max(1, w.actors.length)]?.toLowerCase() ?? "user"
  // data moved or an old system switched off is signed off by the staff who own the records, not by those they serve
  const rawActor = DATA_KINDS.has(kind.id) && !STAFF_PEOPLE.test(given) ? (staffIn(text, given, RECORD_KEEPERS, true) ?? given) : given
  const actor = STAFF_PEOPLE.test(rawActor) ? qualified(text, rawActor) : rawActor
  // (a check or a target the brief gives to its staff stays theirs: "volunteer coordinator")
  const named = kind.who === "staff" && STAFF_PEOPLE.test(rawActor) ? actor : staffIn(text, actor, kind.staffPrefer, kind.staffOnly)
  const staff = named ?? (TEAM_KINDS.has(kind.id) ? "product owner" : undefined)
  const verb = verbs[0] ?? ""
  const bare = f.label.replace(/^the\s+/, "").replace(/\s+(?:online|offline)$/, "")
  const object = bare === verb || bare.length === 0 || /^(?:status|progress|updates?)$/.test(bare) ? (ACTION_NOUN[verb] ?? "requests") : bare
  const parts = kind.id === "move" || kind.id === "rebuild" ? moveParts(verb, rest) : { o: f.label, t: rest.replace(/^(?:with|to|into|onto)\s+/i, "").replace(/^(?:an?|our|its|their)\s+/i, "the "), old: "the old system" }
  const o = kind.id === "move" || kind.id === "rebuild" ? parts.o : kind.id === "intake" ? plural(f.label.replace(/^(?:the|an?|each|every)\s+/i, "")) :  kind.id === "retire-paper" || kind.id === "shown" || kind.id === "target" || kind.id === "retire" ? f.label : object
  const one = o.replace(/^(?:the|each|every)\s+/i, "").replace(/s$/, "")
  const device = /\btablets?\b/i.test(text) ? "tablet" : "phone"
  const own = kind.want ? fill(kind.want, { o, t: parts.t, old: parts.old, one }) : (verbs.length === 1 && rest.length === 0 && ACTION_WANT[verb]) || want0
  const v: Record<string, string> = { o, O: capitalise(o), one, a: actor, t: parts.t, old: parts.old, device, want: own }
  const out: Array<StoryText> = []
  const add = (as_a: string, s: StoryText): void => {
    const key = s.i_want.toLowerCase().replace(/[^a-z]+/g, " ").trim()
    if (w.used.has(key) || out.some((x) => x.as_a === as_a && x.i_want === s.i_want)) return
    w.used.add(key)
    out.push(s)
  }
  const first = kind.who === "staff" ? staff ?? "product owner" : actor
  add(first, {
    as_a: first,
    i_want: own,
    so_that: own.startsWith("to ") || kind.want ? kind.so : "the figures I see are right",
    acceptance: kind.ac.map((a) => fill(a, v))
  })
  // a staff queue needs things that arrive (applications, bookings), not a manner ("online") or a verb
  const arrives = /s$/i.test(object) && verbBase(object.split(/\s+/)[0]!.toLowerCase()) !== object.split(/\s+/)[0]!.toLowerCase()
  const lines: Array<StoryLine> = [...kind.more.filter((l) => !l.arrivals || arrives)]
  if (kind.review) lines.splice(Math.min(1, lines.length), 0, REVIEW_STORY)
  const mobile = /\b(?:apps?|mobile|phones?|smartphones?|tablets?|on the go|in the field|on site)\b/i.test(text)
  const offline = /\b(?:offline|no (?:mobile )?(?:coverage|signal)|(?:poor|weak|patchy) (?:mobile )?(?:signal|coverage))\b/i.test(text)
  if (DEVICE_KINDS.has(kind.id) && own.startsWith("to ")) {
    if (offline) {
      lines.push(/\boffline\b|\bno signal\b/i.test(own) ? QUEUED_STORY : OFFLINE_STORY)
    } else if (mobile) lines.push(DEVICE_STORY)
  }
  for (const line of lines) {
    if (out.length >= n) break
    const who = line.who === "user" ? actor : line.who === "owner" ? "product owner" : staff
    if (!who) continue
    add(who, storyOf(who, line, v))
  }
  return out
}
