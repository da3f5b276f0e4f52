// Reads the features an agile summary lists ("Customers choose an invoice currency; prices convert at the daily
// exchange rate; tax per country") so each becomes an epic in the user's words, with stories built from it.
import { sentencesIn } from "@initpack/core/brief/segmenters"
import { inflections, sentencesOf, verbBase } from "./brief-facts"
import { capitalise, lowerFirst } from "./text"

export interface BriefFeature {
  /** The feature in the user's words, capitalised: "Customers choose an invoice currency", "Shift swaps". */
  readonly name: string
  /** Who uses it, singular lower case ("customer"), when the brief says. */
  readonly actor?: string
  /** "to choose an invoice currency", "prices to convert at the daily exchange rate", "shift swaps". */
  readonly want: string
  /** A short noun phrase for further stories: "the invoice currency", "shift swaps". */
  readonly label: string
}

// People who use a product; plural as written in briefs.
const PEOPLE = new Set(["customers", "users", "volunteers", "coordinators", "staff", "managers", "admins", "administrators", "patients", "students", "members", "residents", "parents", "clients", "tenants", "guests", "visitors", "drivers", "agents", "teachers", "clinicians", "nurses", "doctors", "buyers", "sellers", "employees", "applicants", "officers", "reviewers", "approvers", "suppliers", "carers", "donors", "teams", "people", "shoppers", "riders", "passengers", "travellers", "attendees", "subscribers", "owners", "landlords", "contractors", "technicians", "engineers", "dispatchers", "planners", "accountants", "auditors", "partners", "vendors", "merchants", "traders", "farmers", "researchers", "participants", "learners", "tutors", "pharmacists", "caseworkers", "citizens", "ratepayers", "players", "fans", "readers", "authors", "editors", "hosts", "operators", "inspectors", "supervisors", "analysts", "developers", "testers", "support", "lawyers", "brokers", "advisers", "advisors", "coaches", "mentors", "employers", "candidates", "recruiters"])
const singular = (w: string): string => (w === "staff" || w === "people" || w === "support" ? (w === "people" ? "person" : `${w} member`) : w.replace(/ies$/, "y").replace(/(ch|sh|x|ss)es$/, "$1").replace(/s$/, ""))

const DATE_OR_CONTEXT = /\b(20\d\d|by|before|deadline|live on|launch(?:es)? on|budget|within \d|weeks?|months?)\b/i
const LEAD = /^(?:an?|the|our|a new)\s+(?:[a-z-]+\s+){0,3}(?:app|application|product|platform|portal|service|system|tool|site|website|feature|module|dashboard)\b/i
const FOR_ACTOR = /\bfor\s+(?:[A-Z][\w'’]*\s+)*(?:[\w'’]+['’]s\s+)?(?:\d[\d,]*\s+)?([a-z]+s)\b/

const MAX_WORDS = 9
const PROCESS_WORDS = /\b(?:sprint|roadmap|review(?:ed)?|release|stakeholders?|steering|governance|dependable|budget|funds?|funding|campaign|relaunch\w*)\b/i
const COUNT_NOUNS = /^(card|dashboard|report|portal|app|calendar|map|form|page|view|wallet|account|profile|queue|list|roster|feed|inbox|widget|screen|summary|checklist|register|catalogue|basket|cart|timeline|planner|calculator|tracker|assistant|chatbot|directory|marketplace|scheduler|rota|diary|journal|receipt|invoice|statement|quote|survey|quiz|leaderboard|badge)$/

/** Splits "a, b and c" into items; a lone "and" splits only short verb or noun items. */
const listItems = (text: string): Array<string> => {
  const parts = text.split(/,\s+|\s+and\s+(?=[a-z])/)
  return parts.map((p) => p.replace(/^(?:and|or|plus)\s+/i, "").replace(/[.!]+$/, "").trim()).filter((p) => p.length > 0)
}

// What people do with a product, beyond the project verbs the brief reader knows.
const PRODUCT_VERBS = ["choose", "see", "view", "show", "swap", "log", "get", "receive", "pay", "message", "search", "filter", "export", "share", "track", "compare", "upload", "download", "edit", "manage", "browse", "save", "rate", "chat", "scan", "claim", "request", "cancel", "reschedule", "find", "sign", "convert", "calculate", "check", "create", "add", "remove", "accept", "decline", "submit", "approve", "reject", "assign", "follow", "subscribe", "unsubscribe", "reply", "comment", "vote", "donate", "renew", "refund", "split", "print", "display", "sync", "import", "appear", "work", "send", "notify", "alert", "remind", "tag", "sort", "group", "plan", "book", "order", "buy", "sell", "list", "post", "apply", "enrol", "enroll", "join", "leave", "record", "set", "switch", "link", "connect", "verify", "store", "keep", "translate", "recommend", "match", "flag", "escalate", "close", "open", "reopen", "update", "change", "invite", "register", "review", "schedule", "confirm", "collect", "return", "report", "count", "total", "round", "generate", "produce", "issue", "lock", "unlock", "reset", "use", "take", "give", "make", "fill", "read", "write", "hear", "know"]
const PRODUCT_FORMS = new Map<string, string>()
for (const v of PRODUCT_VERBS) for (const form of inflections(v)) if (!PRODUCT_FORMS.has(form)) PRODUCT_FORMS.set(form, v)
PRODUCT_FORMS.set("saw", "see").set("got", "get").set("paid", "pay").set("made", "make").set("took", "take").set("gave", "give").set("kept", "keep").set("sent", "send").set("found", "find")

const PARTICLE = /^(up|in|out|off|on|over|back|down)$/i

/** "sign up for shifts" -> "shifts"; "an invoice currency" -> "the invoice currency". */
const objectOf = (words: ReadonlyArray<string>): string => {
  let rest = [...words]
  if (PARTICLE.test(rest[0] ?? "")) rest = rest.slice(1)
  if (/^(for|to|with|on|at|in|into|from)$/i.test(rest[0] ?? "")) rest = rest.slice(1)
  return rest.join(" ").replace(/^(an?|their|his|her|my|our|your)\s+/i, "the ")
}

const verbAt = (w: string | undefined): string | undefined => {
  const lw = (w ?? "").toLowerCase().replace(/[^a-z-]/g, "")
  return lw.length < 2 ? undefined : (verbBase(lw) ?? PRODUCT_FORMS.get(lw))
}

/** One feature from an item, with the actor it inherits from the sentence when it starts with a verb. */
const featureOf = (item: string, inherited: string | undefined, lead: string | undefined): (BriefFeature & { subject?: string }) | undefined => {
  const words = item.split(/\s+/)
  if (words.length === 0 || words.length > MAX_WORDS || DATE_OR_CONTEXT.test(item) || !/[a-z]{3}/i.test(item)) return undefined
  const first = words[0]!.toLowerCase()
  // "replacing the plastic card ...", "... that members forget": a clause about the product, not a feature
  if ((/ing$/.test(first) && /^(the|a|an|our|their|its|all)$/i.test(words[1] ?? "")) || /\b(that|which|who)\b/i.test(item)) return undefined
  // "Residents and contractors apply": two people share the verb (the first is the story's actor)
  if (PEOPLE.has(first) && /^(and|or)$/i.test(words[1] ?? "") && PEOPLE.has((words[2] ?? "").toLowerCase()) && verbAt(words[3])) {
    const rest = words.slice(3)
    rest[0] = verbAt(rest[0])!
    const action = rest.join(" ")
    return { name: capitalise(`${words.slice(0, 3).join(" ")} ${action}`), actor: singular(first), want: `to ${action}`, label: objectOf(words.slice(4)) || lowerFirst(action), subject: first }
  }
  // "Customers choose an invoice currency": a person subject and a verb
  if (PEOPLE.has(first) && verbAt(words[1])) {
    const rest = words.slice(1)
    rest[0] = verbAt(rest[0])!
    const action = rest.join(" ")
    const object = objectOf(words.slice(2))
    return { name: capitalise(item), actor: singular(first), want: `to ${action}`, label: object || lowerFirst(action), subject: first }
  }
  // "get reminders" after "Volunteers sign up for shifts": the sentence's subject does it
  const base = verbAt(first)
  // "pay" after "Residents apply": a one-word action of the same people
  if (base && inherited && words.length === 1 && PRODUCT_FORMS.get(first) === first) return { name: capitalise(`${inherited} ${base}`), actor: singular(inherited), want: `to ${base}`, label: base }
  if (base && inherited && words.length >= 2) {
    const object = objectOf(words.slice(1))
    const action = [base, ...words.slice(1)].join(" ")
    return { name: capitalise(`${inherited} ${action}`), actor: singular(inherited), want: `to ${action}`, label: object }
  }
  // beyond people doing things, a feature is short and plain: no figures ("failed 37 times"), no rule or duty
  // ("data has to stay onshore"), no delivery process ("reviewed at every sprint review", "roadmap update")
  if (/\d/.test(item) || /\b(?:has to|have to|must|should|will|would|needs? to|is our|are our|we(?:'re| are))\b/i.test(item) || words.length > 7 || PROCESS_WORDS.test(item)) return undefined
  // "prices convert at the daily exchange rate", "the revenue report shows totals": a thing and what it does
  // the verb agrees with its subject: "prices convert", "the report shows", "tax is"
  const agrees = (i: number): boolean => {
    const w = words[i]!.toLowerCase()
    const plural = /[^s]s$/.test(words[i - 1]!.toLowerCase())
    if (/^(is|are)$/.test(w)) return true
    return verbAt(w) !== undefined && (plural ? verbAt(w) === w : /[^s]s$/.test(w) && verbAt(w) !== w)
  }
  const verbIndex = words.findIndex((w, i) => i > 0 && i <= 3 && !/^(the|a|an|per|for|of|in|on)$/i.test(words[i - 1]!) && agrees(i))
  if (verbIndex > 0 && words.length > verbIndex + 1) {
    const subject = words.slice(0, verbIndex).join(" ").toLowerCase()
    const verb = /^(is|are)$/i.test(words[verbIndex]!) ? "be" : verbAt(words[verbIndex])!
    const want = `${subject} to ${verb} ${words.slice(verbIndex + 1).join(" ")}`
    return { name: capitalise(item), ...(lead ? { actor: lead } : {}), want, label: subject }
  }
  // "shift swaps", "tax per country", "a roster dashboard for coordinators": a noun phrase
  const np = item.replace(/^(an?|the)\s+/i, "")
  // not "on a $1.6M allocation", "80% still on paper", "Maple Falls", "Pop": money, figures, places and stubs are no feature
  if (/[\d$£€%]/.test(np) || /^(?:on|about|for|by|with|at|in|from|to|of|over|under|around|still|only|just|some|most|all)\b/i.test(np) || np.split(/\s+/).every((w) => /^[A-Z]/.test(w)) || np.replace(/[^a-z]/gi, "").length < 5) return undefined
  const head = np.split(/\s+(?:per|in|for|of|on|at|with|from|by)\s+/i)[0]!.split(/\s+/).pop()!.toLowerCase()
  // "a digital membership card", "a roster dashboard for coordinators"; plural and mass nouns take none
  const article = /^(an?|the)\s+/i.exec(item)?.[0].toLowerCase() ?? (COUNT_NOUNS.test(head) ? (/^[aeiou]/i.test(np) ? "an " : "a ") : "")
  const forWhom = /\bfor\s+([a-z]+s)$/i.exec(np)
  const actor = forWhom && PEOPLE.has(forWhom[1]!.toLowerCase()) ? singular(forWhom[1]!.toLowerCase()) : lead
  return { name: capitalise(np), ...(actor ? { actor } : {}), want: `to have ${article}${lowerFirst(np)}`, label: `${COUNT_NOUNS.test(head) ? "the " : ""}${lowerFirst(np.replace(/\s+for\s+[a-z]+s$/i, ""))}` }
}

/**
 * Features listed in a summary: a ";"-separated list, or a comma list (after a colon when there is one).
 * Returns nothing for prose that lists fewer than two features.
 */
export const briefFeatures = (summary: string): Array<BriefFeature> => {
  const out: Array<BriefFeature> = []
  // a line break ends a sentence too ("... 38 days.\nscope: Residents apply ...")
  for (const segment of sentencesIn(summary).flatMap((s) => s.split(/\n+|(?<=\.)\s+(?=[a-z][a-z ]{0,20}:\s)/))) {
    const sentence = segment.trim()
    let colon = sentence.indexOf(":")
    let head = colon > 0 ? sentence.slice(0, colon) : ""
    // a field label ("Goals: ...", "Procurement: Software.") lists no features; "Summary: ..." is plain text
    if (colon > 0 && head.trim().split(/\s+/).length <= 3) {
      if (!/\b(summary|scope|features?|capabilit|what it does)/i.test(head)) continue
      colon = -1
      head = ""
    }
    const body = colon > 0 ? sentence.slice(colon + 1) : sentence.slice(sentence.indexOf(":") + 1)
    const leadActor = FOR_ACTOR.exec(head)?.[1]?.toLowerCase()
    // the lead's "for 900 volunteers", else the first people the sentence names ("members say ...")
    const named = sentence.toLowerCase().match(/[a-z]+/g)?.find((w) => PEOPLE.has(w) && w !== "support" && w !== "teams")
    const lead = leadActor && PEOPLE.has(leadActor) ? singular(leadActor) : named ? singular(named) : undefined
    const clauses = body.split(/;\s*/).map((c) => c.trim()).filter((c) => c.length > 0)
    for (const raw of clauses) {
      // "Residents and contractors apply, pay ...": the first people named are the stories' user
      const clause = raw.replace(/\b([A-Za-z]+)\s+(?:and|or)\s+([a-z]+)\b(?=\s+[a-z])/g, (m, a: string, b: string) => (PEOPLE.has(a.toLowerCase()) && PEOPLE.has(b) ? a : m))
      const items = listItems(clause)
      if (colon > 0 && clauses.length < 2 && items.length < 2) continue
      // prose is a feature list only after a colon, in a ";" list, or when every item of it is short
      if (colon < 0 && clauses.length < 2 && (items.length < 2 || items.some((it) => it.split(/\s+/).length > MAX_WORDS))) continue
      let subject: string | undefined
      for (const item of items) {
        const f = featureOf(item, subject, lead)
        if (!f) continue
        if (f.subject) subject = f.subject
        const { subject: _s, ...feature } = f
        out.push(feature)
      }
    }
  }
  return out.filter((f, i) => out.findIndex((o) => o.name.toLowerCase() === f.name.toLowerCase()) === i)
}
