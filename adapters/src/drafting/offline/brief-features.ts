// Reads the features an agile summary lists ("Customers choose an invoice currency; prices convert at the daily
// exchange rate; tax per country") so each becomes an epic in the user's words, with stories built from it.
import { sentencesIn } from "@initpack/core/brief/segmenters"
import { inflections, sentencesOf, verbBase } from "./brief-facts"
import { goalFigures } from "./goal-figures"
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
  /**
   * What the product does rather than its user: "shown" when it gives the actor something ("gives handlers a
   * recommendation": the handler's story), "intake" when it takes something in ("takes a claim": the queue's).
   */
  readonly by?: "shown" | "intake"
}

// People who use a product; plural as written in briefs.
const PEOPLE = new Set(["customers", "users", "volunteers", "coordinators", "staff", "managers", "admins", "administrators", "patients", "students", "members", "residents", "parents", "clients", "tenants", "guests", "visitors", "drivers", "agents", "teachers", "clinicians", "nurses", "doctors", "buyers", "sellers", "employees", "applicants", "officers", "reviewers", "approvers", "suppliers", "carers", "donors", "teams", "people", "shoppers", "riders", "passengers", "travellers", "attendees", "subscribers", "owners", "landlords", "contractors", "technicians", "engineers", "dispatchers", "planners", "accountants", "auditors", "partners", "vendors", "merchants", "traders", "farmers", "researchers", "participants", "learners", "tutors", "pharmacists", "caseworkers", "citizens", "ratepayers", "players", "fans", "readers", "authors", "editors", "hosts", "operators", "inspectors", "supervisors", "analysts", "developers", "testers", "support", "lawyers", "brokers", "advisers", "advisors", "coaches", "mentors", "employers", "candidates", "recruiters", "growers", "pupils", "crews", "borrowers", "commuters", "households", "rangers", "wardens", "handlers", "registrars", "stewards", "therapists", "agronomists"])
const singular = (w: string): string => (w === "crews" ? "crew member" : w === "staff" || w === "people" || w === "support" ? (w === "people" ? "person" : `${w} member`) : w.replace(/ies$/, "y").replace(/(ch|sh|x|ss)es$/, "$1").replace(/s$/, ""))

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
const PRODUCT_VERBS = ["rebuild", "triage", "route", "assess", "score", "refer", "settle", "choose", "see", "view", "show", "swap", "log", "get", "receive", "pay", "message", "search", "filter", "export", "share", "track", "compare", "upload", "download", "edit", "manage", "browse", "save", "rate", "chat", "scan", "claim", "request", "cancel", "reschedule", "find", "sign", "convert", "calculate", "check", "create", "add", "remove", "accept", "decline", "submit", "approve", "reject", "assign", "follow", "subscribe", "unsubscribe", "reply", "comment", "vote", "donate", "renew", "refund", "split", "print", "display", "sync", "import", "appear", "work", "send", "notify", "alert", "remind", "tag", "sort", "group", "plan", "book", "order", "buy", "sell", "list", "post", "apply", "enrol", "enroll", "join", "leave", "record", "set", "switch", "link", "connect", "verify", "store", "keep", "translate", "recommend", "match", "flag", "escalate", "close", "open", "reopen", "update", "change", "invite", "register", "review", "schedule", "confirm", "collect", "return", "report", "count", "total", "round", "generate", "produce", "issue", "lock", "unlock", "reset", "use", "take", "give", "make", "fill", "read", "write", "hear", "know", "rebook", "cancel", "reserve", "renew", "start", "respond", "answer", "complete", "appeal", "file", "lodge", "access", "contact", "raise", "dispute", "attach", "describe", "withdraw", "amend", "redeem", "earn", "locate", "navigate", "borrow", "allocate", "prioritise", "prioritize", "dispatch", "estimate", "quote", "sign up", "log in", "authorise", "authorize", "photograph", "measure", "inspect", "monitor"]
const PRODUCT_FORMS = new Map<string, string>()
for (const v of PRODUCT_VERBS) for (const form of inflections(v)) if (!PRODUCT_FORMS.has(form)) PRODUCT_FORMS.set(form, v)
PRODUCT_FORMS.set("saw", "see").set("got", "get").set("paid", "pay").set("made", "make").set("took", "take").set("gave", "give").set("kept", "keep").set("sent", "send").set("found", "find").set("bought", "buy").set("sold", "sell").set("built", "build").set("held", "hold").set("told", "tell").set("brought", "bring").set("rebuilt", "rebuild")

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
  // ("find out whether it's worth scaling up": an evaluation the project makes, not a feature)
  if ((/ing$/.test(first) && /^(the|a|an|our|their|its|all)$/i.test(words[1] ?? "")) || /\b(that|which|who|whether|worth)\b/i.test(item)) return undefined
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
    // ("attendance records moved": a noun before a participle is no verb)
    if (/ed$/i.test(words[i + 1] ?? "")) return false
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
  const segments = sentencesIn(summary).flatMap((s) => s.split(/\n+|(?<=\.)\s+(?=[a-z][a-z ]{0,20}:\s)/))
  // a brief that says what it wants lists its features there, or under a label: a ";" list elsewhere is today's story
  const wants = segments.some((s) => WANTED.test(s))
  for (const segment of segments) {
    const sentence = segment.trim()
    // (a label is a few words, not a clause: "We sell nothing online: parking is pay-and-display" is today's story)
    if (wants && !WANTED.test(sentence) && !FIELD_LABEL.test(sentence)) continue
    // how the team will work ("We want to learn as we go, starting with the simplest claims") lists no features
    if (HOW_WE_WORK.test(sentence)) continue
    // a rule the service must meet ("must meet WCAG 2.2 AA ..., and court records follow the retention schedule",
    // "paper filing must remain available") is a constraint, not a feature
    if (/\b(?:must|shall|has to|have to|needs? to)\s+(?:meet|comply|follow|conform|remain|stay|be kept|be retained|respect)\b/i.test(sentence)) continue
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

// the people a brief's product serves, most named first, when no clause names its user
const USER_WORDS = /\b(claimants|litigants|citizens|taxpayers|ratepayers|motorists|cyclists|callers|carers|shoppers|subscribers|readers|listeners|viewers|players|athletes|coaches|jurors|witnesses|customers|users|handlers|rangers|wardens|registrars|patients|residents|members|students|pupils|parents|visitors|guests|tenants|clients|applicants|contractors|crews|growers|farmers|borrowers|households|drivers|passengers|learners|volunteers|staff|officers|inspectors|nurses|clinicians|teachers|tutors|managers|analysts|engineers|technicians)\b/gi
export const mainUser = (text: string): string | undefined => {
  const counts = new Map<string, number>()
  for (const m of text.matchAll(USER_WORDS)) counts.set(m[1]!.toLowerCase(), (counts.get(m[1]!.toLowerCase()) ?? 0) + 1)
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
  return top === undefined ? undefined : singular(top)
}

// the staff who run a service ("our volunteer coordinators"), for the checks they record
const STAFF_ACTOR = "\u0000staff"
const STAFF_WORDS = /\b(coordinators?|managers?|officers?|administrators?|caseworkers?|supervisors?|advisers?|clerks?)\b/i
const staffOf = (text: string): string | undefined => {
  const w = STAFF_WORDS.exec(text)?.[1]?.toLowerCase()
  return w ? w.replace(/s$/, "") : undefined
}

// where a capability's words end: a date, a deadline, a figure of time or money, or a second clause
const CAPABILITY_END = /\s+(?:by|before|until|within|over|from|through|throughout|across|during|in time|and then|then|so that|so|because|while|rather than|instead of|which|who)\b.*$|\s+(?:in|on)\s+(?:\d|january|february|march|april|may|june|july|august|september|october|november|december)\b.*$/i
// a clause's time or purpose ends it; a place or a relative clause ends only the object it follows ("track stock
// across the warehouses, take referrals from agencies and plan van runs": three actions)
const CLAUSE_END = /\s+(?:by|before|until|within|in time|and then|so that|because|while|rather than|instead of)\b.*$|,?\s+(?:including|such as|so)\s.*$|\s+(?:in|on)\s+(?:\d|january|february|march|april|may|june|july|august|september|october|november|december)\b.*$/i
const OBJECT_END = /\s+(?:over|from|through|throughout|across|during|that|which|who|then)\b.*$/i
// aims and delivery steps, not what a product does for its users
const OUTCOME_VERBS = /^(?:reduce|improve|increase|cut|halve|double|grow|lower|raise|boost|save|test|pilot|trial|try|build|release|learn|specify|deliver|develop|design|launch|be|have|make|use|take|give|keep|know|set|work|leave|run|find|want|need|like)$/i

/** "to record pole inspections with photos" / "paper forms retired completely" -> verb and object, or undefined. */
const isBaseVerb = (w: string | undefined): boolean => {
  const lw = (w ?? "").toLowerCase().replace(/[^a-z-]/g, "")
  return lw.length > 1 && verbAt(lw) === lw
}

/**
 * "view, confirm, cancel and rebook appointments, get reminders and read their clinic letters" after the first verb:
 * each run of verbs with the object that follows it ("confirm and rebook" + "appointments", "get" + "reminders").
 */
const actionsIn = (first: string, rest: string): Array<{ verb: string; object: string }> => {
  const out: Array<{ verbs: Array<string>; object: Array<string> }> = [{ verbs: [first], object: [] }]
  const tokens = rest.split(/\s+/)
  tokens.forEach((t, i) => {
    const cur = out[out.length - 1]!
    const prev = tokens[i - 1]
    const joins = i === 0 ? cur.object.length === 0 : /,$/.test(prev ?? "") || /^(?:and|or)$/i.test(prev ?? "")
    const word = t.replace(/,$/, "")
    if (/^(?:and|or)$/i.test(word) && isBaseVerb(tokens[i + 1])) return
    if (joins && isBaseVerb(word) && !/^(?:and|or)$/i.test(word)) {
      if (cur.object.length === 0) cur.verbs.push(verbAt(word)!)
      else out.push({ verbs: [verbAt(word)!], object: [] })
      if (cur.object.length > 0 && /,$/.test(cur.object[cur.object.length - 1]!)) cur.object[cur.object.length - 1] = cur.object[cur.object.length - 1]!.replace(/,$/, "")
      return
    }
    cur.object.push(t)
  })
  const verbs = (v: ReadonlyArray<string>) => (v.length === 1 ? v[0]! : `${v.slice(0, -1).join(", ")} and ${v[v.length - 1]}`)
  return out.filter((a) => a.object.length > 0).map((a) => ({ verb: verbs(a.verbs), object: a.object.join(" ").replace(/^(?:and|or)\s+|\s+(?:and|or)$/gi, "").replace(/[,;]+$/, "") }))
}

/** "to record pole inspections with photos" / "paper forms retired completely" -> verbs and objects. */
export const capabilityOf = (clause: string): Array<{ verb: string; object: string; actor?: string; product?: boolean }> => {
  // "Every volunteer has a DBS check before their first call": a check the service records for each of them
  const gate = /^(?:every|each|all)\s+([a-z]+?)s?\s+(?:has|have|needs?|must have|gets?)\s+(?:an?\s+|enhanced\s+)*([a-z][\w -]{2,30}?)\s+(before\s+[a-z ]{3,40})[.!]?$/i.exec(clause.trim())
  if (gate && !/\d/.test(gate[2]!)) return [{ verb: "confirm", object: `each ${gate[1]!.toLowerCase()}'s ${gate[2]!} ${gate[3]!}`, actor: STAFF_ACTOR }]
  // "an online service where people and businesses can start a claim, pay the fee ...": what it lets them do
  const c = clause.replace(/[.!?]+$/, "").replace(CLAUSE_END, "").trim().replace(/\b(?:where|in which|through which|with which)\s+([a-z]+)(?:\s+and\s+[a-z]+)?\s+(?:can|could|will be able to)\s+/i, "lets $1 ")
  // "... a tablet app that works offline to record pole and line inspections", "an app that lets patients view
  // ...": the purpose of the product
  const purpose = /\b(?:to|(lets?|helps?)\s+([a-z]+))\s+([a-z]+),?\s+(.+)$/i.exec(c)
  if (purpose && isBaseVerb(purpose[3])) {
    // "an app that lets volunteers find opportunities": what the product lets them do, and who they are
    const who = purpose[1] && /s$/i.test(purpose[2]!) ? purpose[2]!.toLowerCase() : undefined
    return actionsIn(verbAt(purpose[3])!, purpose[4]!).map((a) => ({ ...a, object: a.object.replace(OBJECT_END, "").trim(), product: true, ...(who ? { actor: who === "people" ? "person" : who.replace(/s$/, "") } : {}) }))
  }
  // "a web service that takes a claim ... and gives handlers a recommendation": what the product does
  // (read from the whole clause: its second verb may come after a place, "from our website ... and gives")
  // ("A scheduling tool, bought and configured or built on a scheduling engine, that takes ...": an aside between)
  const does = /\b(?:app|application|service|system|platform|portal|tool|site|website|product)(?:,[^,]{3,80},)?\s+(?:that|which)\s+([a-z]+s)\s+(.+)$/i.exec(clause.replace(/[.!?]+$/, ""))
  if (does && verbAt(does[1]) !== undefined && verbAt(does[1]) !== does[1]!.toLowerCase()) {
    // a service "takes" a claim: it receives it; it "gives" handlers a recommendation: it shows them one
    const product = (v: string) => (v === "take" ? "receive" : v === "give" ? "show" : v)
    const rest = does[2]!.replace(/\s+and\s+([a-z]+s)\s+/gi, (m, v: string) => (verbAt(v) !== undefined ? `, ${product(verbAt(v)!)} ` : m))
    return actionsIn(product(verbAt(does[1])!), rest).map((a) => ({ ...a, product: true, object: a.object.replace(CAPABILITY_END, "").replace(OBJECT_END, "").trim() }))
  }
  const words = c.split(/\s+/)
  // "Move claims data off a warehouse ...": a sentence opening with a verb; "Visitors book timed parking": people acting
  if (isBaseVerb(words[0]) && words.length >= 3) return actionsIn(verbAt(words[0])!, words.slice(1).join(" "))
  if (PEOPLE.has((words[0] ?? "").toLowerCase()) && isBaseVerb(words[1]) && words.length >= 3) return actionsIn(verbAt(words[1])!, words.slice(2).join(" ")).map((a) => ({ ...a, actor: singular(words[0]!.toLowerCase()) }))
  // "Every pupil identified as behind gets small-group tutoring": what each of them receives
  const gets = /^(?:every|each|all)\s+([a-z]+(?:\s+[a-z]+)?)\b.*?\b(?:gets?|receives?)\s+(.+)$/i.exec(c)
  if (gets) {
    // "every older person referred to us gets ...": the person, up to what qualifies them
    const who = gets[1]!.split(/\s+/).filter((w, i, all) => !/(?:ed|who|that)$/i.test(w) && !all.slice(0, i).some((x) => /(?:ed|who|that)$/i.test(x))).join(" ")
    return [{ verb: "get", object: gets[2]!, ...(who ? { actor: who.toLowerCase() } : {}) }]
  }
  // "Claims, policy and payments data moved onto a cloud platform", "paper forms retired completely": a thing and
  // what is done to it
  const at = words.findIndex((w, i) => i >= 1 && i <= 6 && /(?:ed|en|ut|ght|ld|lt|nt)$/i.test(w) && verbAt(w) !== undefined && verbAt(w) !== w.toLowerCase())
  if (at < 1) return []
  const thing = words.slice(0, at).join(" ").replace(/^(?:our|its|their)\s+/i, "the ").replace(/^(?:all|every)\s+/i, "").replace(/[,;:]+$/, "")
  const rest = words.slice(at + 1).filter((w) => !/^(?:completely|fully|entirely|altogether)$/i.test(w))
  // "Visitor permits should be bought by the hour": what the product must let someone do; "is built" is a state
  const modalBe = /^be$/i.test(words[at - 1]!) && at >= 2 && /^(?:should|must|will|shall|can)$/i.test(words[at - 2]!)
  const thingWords = modalBe ? words.slice(0, at - 2) : words.slice(0, at)
  if ((!modalBe && /^(?:is|are|was|were|has|have|had|be|been)$/i.test(words[at - 1]!)) || /\d/.test(thing) || thingWords.length === 0) return []
  if (modalBe) {
    const subject = thingWords.join(" ").replace(/^(?:our|its|their)\s+/i, "the ").replace(/^(?:all|every)\s+/i, "")
    return [{ verb: verbAt(words[at])!, object: `${/^[A-Z][a-z]/.test(subject) ? lowerFirst(subject) : subject}${rest.length > 0 ? ` ${rest.join(" ")}` : ""}` }]
  }
  const particle = /^(?:up|out|off|down|over|back|in)$/i.test(rest[0] ?? "") ? `${rest.shift()!} ` : ""
  // the sentence's capital is no name: "Claims, policy ..." -> "claims, policy ..."
  const object = /^[A-Z][a-z]/.test(thing) ? lowerFirst(thing) : thing
  return [{ verb: verbAt(words[at])!, object: `${particle}${object}${rest.length > 0 ? ` ${rest.join(" ")}` : ""}` }]
}

const DATA_VERBS = /^to (?:move|migrate|transfer|retire|decommission|archive|integrate|rebuild|replace)\b/i
const HOW_WE_WORK = /\b(?:learn as we go|as we go|in short cycles|step by step|starting with|start small|iterat\w*|one step at a time|test and learn|keep improving|keep what works|rather than (?:bet|specify|fix|plan|design|build|decide|commit)\w*)\b/i
// "Scope: ...", "What it does: ..." (a few words, no pronoun), not "We sell nothing online: ..."
const FIELD_LABEL = /^(?!(?:we|i|our|it|they|you|he|she)\b)[^:\s]+(?:\s+[^:\s]+){0,2}\s*:/i

// what a sponsor wants the product to do, as opposed to what happens today
const WANTED = /\b(?:(?:we|i) (?:want|need|would like|aim|plan)|(?:where|in which|through which)\s+[a-z]+(?:\s+and\s+[a-z]+)?\s+(?:can|will be able to)|i'd like|should|must|will (?:be able|let|allow)|want to be able|be able to|lets?|allows?|enables?|the new (?:app|service|system|platform|portal))\b/i

const nameWords = (s: string): Array<string> => s.toLowerCase().match(/[a-z]{3,}/g)?.filter((w) => !/^(?:the|and|with|for|from|onto|into)$/.test(w)) ?? []

/** Features less those another one already says in more words ("Report repairs" beside "Report repairs with photos"). */
export const withoutRepeats = <F extends { readonly name: string }>(features: ReadonlyArray<F>): Array<F> =>
  features.filter((f, i) => {
    const mine = nameWords(f.name)
    return !features.some((o, j) => {
      if (j === i) return false
      const theirs = new Set(nameWords(o.name))
      const covered = mine.every((w) => theirs.has(w))
      return covered && (theirs.size > new Set(mine).size || j < i)
    })
  })

/**
 * Capabilities a brief states in prose, for a brief that lists no features (issue 33): what its product is for
 * ("a tablet app ... to record pole and line inspections"), the work it names as done ("claims data moved onto a
 * cloud platform") and the change its summary opens with, each as a verb and its object, with the people the
 * brief serves as the user.
 */
export const proseFeatures = (text: string): Array<BriefFeature> => {
  // a brief that says what it wants ("We want residents to apply ...", "permits should be bought ...") has its
  // features there; its other sentences describe today ("Residents post proof of address and wait three weeks")
  const all = sentencesOf(text)
  const wanted = featuresIn(all.filter((s) => WANTED.test(s)), text)
  if (wanted.length === 0) return featuresIn(all, text)
  // ... and the work on data and old systems it states as done ("The funding reports rebuilt")
  const work = featuresIn(all.filter((s) => !WANTED.test(s)), text).filter((f) => DATA_VERBS.test(f.want))
  return work.length > 0 ? withoutRepeats([...wanted, ...work]).slice(0, 8) : wanted
}

// what doing a verb makes, for a feature whose object is only a manner ("apply, pay and renew online" -> "applications")
const VERB_NOUNS: Record<string, string> = { apply: "applications", renew: "renewals", book: "bookings", pay: "payments", request: "requests", report: "reports", register: "registrations", order: "orders", claim: "claims", enrol: "enrolments", enroll: "enrolments", submit: "submissions", refer: "referrals", sign: "sign-ups", subscribe: "subscriptions", donate: "donations", reserve: "reservations", cancel: "cancellations" }
const labelOf = (verb: string, object: string): string =>
  /^(?:online|offline|remotely|anywhere|quickly|easily|themselves|myself|in person|by phone)$/i.test(object) ? (VERB_NOUNS[verb.split(/[ ,]/)[0]!.toLowerCase()] ?? object) : object

const featuresIn = (sentences: ReadonlyArray<string>, text: string): Array<BriefFeature> => {
  const user = mainUser(text)
  const out: Array<BriefFeature> = []
  for (const sentence of sentences) {
    // how the team will work ("... and learn from patients as we go rather than specify everything now")
    if (HOW_WE_WORK.test(sentence)) continue
    // a rule the service must meet ("must meet WCAG 2.2 AA ..., and court records follow the retention schedule",
    // "paper filing must remain available") is a constraint, not a feature
    if (/\b(?:must|shall|has to|have to|needs? to)\s+(?:meet|comply|follow|conform|remain|stay|be kept|be retained|respect)\b/i.test(sentence)) continue
    // a field label ("Scope: ...") is no part of the sentence
    const body = sentence.replace(/^[a-z ]{2,20}:\s+/i, "")
    // ("an app that lets volunteers find ... and lets groups post ...": two capabilities)
    for (const raw of body.split(/;\s+|:\s+|,\s+(?:and|with|then|feeding|so)\s+|\s+and\s+(?=(?:the|our|all)\s)|\s+and\s+(?=lets?\s)/i).map((r, i, all) => (i > 0 && /^lets?\s/i.test(r) ? `${all[0]!.replace(/\blets?\s.*$/i, "")}${r}` : r))) {
      for (const found of capabilityOf(raw.trim())) {
      // "book in donations": a particle verb, not a place ("record in the field" keeps its place)
      const particle = /^(in|up|out|off|back|down)\s+(?!(?:the|a|an|our|their|its|this|that)\b)(\S.*)$/i.exec(found.object)
      const cap = particle ? { ...found, verb: `${found.verb} ${particle[1]!.toLowerCase()}`, object: particle[2]! } : found
      if (!cap.product && OUTCOME_VERBS.test(cap.verb.split(/[ ,]/)[0]!)) continue
      // ("their own roles" stays theirs: "the own roles" is no English)
      // (", in English and French" after the object is how, not what)
      const object = cap.object.replace(OBJECT_END, "").replace(/,\s+(?:in|on|at|by|with|for)\s+.*$/i, "").replace(/^(?:their|our|its)\s+own\s+/i, "their own ").replace(/^(?:an?|their|our|its)\s+(?!own\s)/i, "the ").replace(/[,;:]+$/, "").trim()
      // "respond to a claim": a verb that takes its object through "to" or "for"
      const prepVerb = /^(?:respond|reply|appeal|apply|subscribe|listen|contribute|sign up)$/i.test(cap.verb) && /^(?:to|for)\s/i.test(object)
      const words = object.split(/\s+/)
      // "the permit should fall from 15 days": a clause with its own verb is no object
      if (/\b(?:should|must|will|would|could|may|might|is|are|was|were|falls?|rises?)\b/i.test(object)) continue
      if (words.length < 1 || words.length > 12 || /[$£€%]/.test(object) || (!prepVerb && /^(?:it|them|this|that|things|what|how|us|we|but|and|or|out|on|in|at|of|to|as)\b/i.test(object)) || /[\d:]|\b(?:whether|if|stuck|worth)\b/i.test(object) || PROCESS_WORDS.test(headOf(object))) continue
      const action = `${cap.verb} ${object}`
      const shown = cap.product ? shownTo(cap.verb, object) : undefined
      if (shown) {
        // "gives handlers a triage recommendation": the story is the handler's, who sees it
        out.push({ name: capitalise(action), actor: shown.actor, want: `to see ${shown.thing}`, label: shown.thing, by: "shown" })
        continue
      }
      const intake = cap.product && /^(?:receive|take|collect|accept)$/i.test(cap.verb)
      const actor = cap.actor === STAFF_ACTOR || intake ? (staffOf(text) ?? (intake ? user : undefined) ?? "product owner") : (cap.actor ?? user)
      out.push({ name: capitalise(action), ...(actor ? { actor } : {}), want: `to ${action}`, label: labelOf(cap.verb, prepVerb ? object.replace(/^(?:to|for)\s+/i, "") : object), ...(intake ? { by: "intake" as const } : {}) })
      }
    }
  }
  return withoutRepeats(out).slice(0, 8)
}

// the noun an object is about: "the funding reports" -> "reports" (a process word only counts there)
const headOf = (object: string): string => object.split(/\s+(?:for|of|on|onto|in|into|with|to|from|by|at)\s+/i)[0]!.split(/\s+/).pop() ?? object

// what a product gives people: "show handlers a triage recommendation" -> the handler sees "the triage recommendation"
const GIVES = /^(?:show|give|send|offer|display|email|text|notify|alert|remind|tell|provide)$/i
const shownTo = (verb: string, object: string): { actor: string; thing: string } | undefined => {
  if (!GIVES.test(verb.split(/[ ,]/)[0]!)) return undefined
  const m = /^(?:the\s+|our\s+|their\s+)?([a-z]+)\s+(?:with\s+|about\s+|of\s+)?(.{3,})$/i.exec(object)
  const who = m?.[1]?.toLowerCase()
  if (!m || !who || !(PEOPLE.has(who) || USER_WORDS_SET.has(who) || STAFF_PLURAL.test(who))) return undefined
  return { actor: singular(who), thing: m[2]!.replace(/^(?:an?|their|its)\s+/i, "the ") }
}
const USER_WORDS_SET = new Set(["handlers", "growers", "pupils", "crews", "households", "clinicians", "nurses"])
const STAFF_PLURAL = /^(?:officers|inspectors|clerks|coordinators|caseworkers|advisers|advisors|planners|dispatchers|assessors|rangers|wardens|handlers)$/i

/**
 * Features for the brief's own targets ("Water use per hectare down 15%" -> "Monitor water use per hectare"), for a
 * backlog that would otherwise fall back on another product's themes: the staff who run the service watch them.
 */
export const targetFeatures = (text: string): Array<BriefFeature> =>
  goalFigures(text)
    .map((f) => f.metric.replace(/^(?:the|our)\s+/i, "").trim())
    .filter((m) => m.split(/\s+/).length >= 2 && m.split(/\s+/).length <= 6 && !/[\d%$£€]/.test(m))
    .map((m) => {
      const object = lowerFirst(m)
      const actor = staffOf(text) ?? mainUser(text)
      return { name: `Monitor ${object}`, ...(actor ? { actor } : {}), want: `to monitor ${object}`, label: object }
    })
