// Offline Risk Register tasks: register, more risks, mitigation for one risk.
import { RISK_LEVELS, type RiskCategory, type RiskDraft, type RiskLevel } from "@initpack/core/drafting/common"
import { sameTextKey, uniqueBy } from "@initpack/core/drafting/guards"
import {
  MORE_RISKS_COUNT,
  REGISTER_COUNT,
  type MitigationDraft,
  type MitigationRequest,
  type MoreRisksRequest,
  type RiskRegisterRequest,
  type RisksDraft
} from "@initpack/core/drafting/risks"
import { people } from "../knowledge/risk-event-responses"
import { riskResponseFor } from "../knowledge/risk-responses"
import { RISK_LIBRARY, type LibraryRisk } from "../knowledge/risk-library"
import { makeContext, type DraftContext } from "./context"
import { CATEGORY_IMPACT, sentenceImpact, sentenceLikelihood } from "./risk-ratings"
import { riskContext, riskThing, WORRY_LEAD } from "./risk-sentences"
import { riskEventTitle, titleThing } from "./risk-titles"
import { clauses, contentWords, distinctTitles, sanitise } from "./phrases"
import { rankedRisks } from "./pools"
import { capitalise, endSentence, fill, lowerFirst } from "./text"

const level = (n: number): RiskLevel => RISK_LEVELS[Math.min(5, Math.max(1, Math.round(n))) - 1] as RiskLevel

/** Raises likelihood when the user's text signals pressure in the risk's category. */
const PRESSURE: Partial<Record<RiskCategory, RegExp>> = {
  Schedule: /\b(tight|deadline|urgent|fixed date|by (january|february|march|april|may|june|july|august|september|october|november|december))\b/i,
  Cost: /\b(tight budget|fixed budget|capped|limited budget|cost pressure)\b/i,
  Vendor: /\b(vendor|supplier|partner|agency|contractor)\b/i,
  Compliance: /\b(regulat|audit|privacy|compliance)\w*/i,
  Security: /\b(customer data|personal data|payments?|security|sensitive)\b/i,
  "Change/People": /\b(resist|adoption|training|morale|culture)\w*/i
}

/** The user's sentence (24 words at most) that a risk bears on most (three or more shared words), if any. */
const CLAUSES = new WeakMap<DraftContext, Array<{ clause: string; words: Set<string> }>>()
const userClauses = (ctx: DraftContext) => {
  let found = CLAUSES.get(ctx)
  if (!found) {
    found = clauses([ctx.text]).filter((c) => c.split(/\s+/).length <= 24).map((clause) => ({ clause, words: contentWords(clause) }))
    CLAUSES.set(ctx, found)
  }
  return found
}

const RISK_TEXT_WORDS = new Map(RISK_LIBRARY.map((r) => [r, contentWords(`${r.title} ${r.description}`)] as const))

/** "Known risks: Vendor goes bust" -> "Vendor goes bust": a short label before a colon is not the user's point. */
const withoutLabel = (clause: string): string => clause.replace(/^[A-Za-z][A-Za-z ]{0,28}:\s+/, "")

const DRAFT_FRAMING = /^(?:out of scope are|in scope are|the project also aims|success will be measured|delivery follows|a key constraint|the team will|all work finishes|procurement of|work delivered by)\b/i

const contextFor = (r: LibraryRisk, ctx: DraftContext): string | undefined => {
  const words = RISK_TEXT_WORDS.get(r) ?? new Set<string>()
  const title = sameTextKey(fill(r.title, ctx.vars))
  const project = sameTextKey(ctx.project)
  let best: string | undefined
  let bestScore = 2
  for (const c of userClauses(ctx)) {
    // a clause that only restates this risk (e.g. the scope's "Known risks: <title>") adds nothing
    if (sameTextKey(withoutLabel(c.clause)) === title) continue
    // nor does a sentence about the whole project ("<Project> covers the ... work")
    if (sameTextKey(c.clause).startsWith(project)) continue
    // nor do the narrative's own framing sentences ("Out of scope are ...", "Success will be measured ...")
    if (DRAFT_FRAMING.test(c.clause)) continue
    let n = 0
    for (const w of c.words) if (words.has(w)) n++
    if (n > bestScore) {
      best = withoutLabel(c.clause)
      bestScore = n
    }
  }
  return best
}

const toDraft = (r: LibraryRisk, ctx: DraftContext): RiskDraft => {
  const context = contextFor(r, ctx)
  return {
    title: fill(r.title, ctx.vars),
    description: fill(r.description, ctx.vars),
    category: r.category,
    likelihood: level(r.likelihood + (PRESSURE[r.category]?.test(ctx.text) ? 1 : 0)),
    impact: level(r.impact),
    // The mitigation names the project's own circumstance when the user's words point to it.
    mitigation: `${fill(r.mitigation, ctx.vars)}${context ? ` For ${ctx.project}, plan this around: ${lowerFirst(endSentence(context))}` : ""}`,
    contingency: fill(r.contingency, ctx.vars)
  }
}

/** Best-ranked risks with at most `perCategory` from one category until the rest are used up. */
const spread = (ranked: ReadonlyArray<LibraryRisk>, n: number, perCategory: number): Array<LibraryRisk> => {
  const counts = new Map<string, number>()
  const first: Array<LibraryRisk> = []
  const rest: Array<LibraryRisk> = []
  for (const r of ranked) {
    const c = counts.get(r.category) ?? 0
    if (c < perCategory) {
      counts.set(r.category, c + 1)
      first.push(r)
    } else rest.push(r)
  }
  return [...first, ...rest].slice(0, n)
}

// A brief's risk sentence -> its category, by the words it uses (first match wins); the sentence's subject is
// tried before the whole sentence ("The grid connection dates could slip and leave buses parked": a date slipping,
// not people leaving).
const BRIEF_RISK_CATEGORIES: ReadonlyArray<[RiskCategory, RegExp]> = [
  // data to move is a technical risk even when it is about permits or licences ("permit records ... must be migrated")
  ["Technical", /\b(migrat\w*|data (?:quality|migration|cleans\w*)|(?:records|addresses) (?:\w+ )?(?:must|have to|need to) be (?:migrated|moved|cleaned|converted))\b/i],
  ["Compliance", /\b(permit|licen[cs]e|approval|ethics|regulat|sign-offs?|consent|inspection|certif|safety checks?|infection|radiation|legal|law)\w*/i],
  ["Vendor", /\b(promoter|venue|lender|artist|speaker|performer|co-packer|supplier|vendor|contractor|manufacturer|supply|deliver(y|ies)|courier|lender|partner|provider|shortage|stock-?out|lead times?)\w*/i],
  ["Change/People", /\b(unions?|staff|residents?|patients?|customers?|volunteers?|users?|complain|morale|adopt|resign|dispute|trust|older|farm(s|ers)?|drop out|tenants?|parents?|members?|players?|audiences?|visitors?|communit(y|ies)|public|opposition|objections?)\b/i],
  ["Operational", /\b(weather|heat|storm|rain|drought|flood|evacuat|crowd|crush|noise|outage|interruption|lost|mis-?locat|wrong address|old address|downtime|service levels?|winter|range)\w*/i],
  ["Schedule", /\b(late|delay|slip|overrun|behind|deadline|on time|keep up|capacity|schedule)\w*/i],
  ["Cost", /\b(cost|budget|price|overspend|funding|inflation|interest rates?)\w*/i],
  ["Security", /\b(security|privacy|breach|personal data|fraud)\w*/i],
  ["Technical", /\b(fail|error|rounding|bug|defect|equipment|feeds?|integration|calibrat|rules)\w*/i]
]

const briefRiskCategory = (sentence: string, thing: string): RiskCategory =>
  BRIEF_RISK_CATEGORIES.find(([, re]) => re.test(thing))?.[0] ?? BRIEF_RISK_CATEGORIES.find(([, re]) => re.test(sentence))?.[0] ?? "Operational"

// The response when no event pattern fits: for the thing the sentence is about and the event it names (its title).
const BRIEF_RISK_ACTIONS: Record<RiskCategory, (thing: string, event: string) => string> = {
  Compliance: (t) => `Name an owner for ${t}, agree with the approver what evidence is needed and book the reviews into the plan before the date they are due.`,
  Vendor: (t) => `Write the dates, quantities and a fallback for ${t} into the contract, track them weekly and keep a second source in view.`,
  "Change/People": (t) => `Engage ${people(t)} early, explain what changes for them and when, and give them a named contact and a way to raise concerns.`,
  Operational: (_t, e) => `Agree in advance what happens if ${e}: the early warning to watch, who decides, and the fallback and its cost; rehearse it before the work it affects.`,
  Schedule: (t) => `Put ${t} on the critical path with a named owner and float, and check it at every weekly progress review.`,
  Cost: (t) => `Estimate ${t} with a contingency, track actuals monthly and take changes through change control.`,
  Security: (t) => `Review ${t} with the security lead, limit access to those who need it and log every exception.`,
  Technical: (t, e) => `Prove ${t} early with realistic cases so that ${e} shows up in testing, agree the acceptance checks with its users and keep a manual fallback until it passes.`,
  Uncategorized: (_t, e) => `Agree in advance what happens if ${e}, name who watches for it and review it at each project board.`
}

// What each kind of risk does to the project if it happens (the effect a PM writes after the cause and event).
const RISK_EFFECT: Record<RiskCategory, string> = {
  Compliance: "which would hold up the approvals the work needs and could stop it until they are in place",
  Vendor: "which would delay the work that depends on the supplier and may add cost to recover the time",
  "Change/People": "which would slow the change and weaken the benefits the project is for",
  Operational: "which would stop or slow the work it touches until a fallback is in place",
  Schedule: "which would push out the dates that later work depends on and put the finish date at risk",
  Cost: "which would raise the cost and eat into the contingency",
  Security: "which would expose information or assets and could stop the work until it is fixed",
  Technical: "which would mean rework and retesting before the work can be accepted",
  Uncategorized: "which would affect the plan's dates, costs or benefits"
}

// a sentence that already says what the event does to the project ("... could make us miss a concert", "..., which would add cost")
const STATES_EFFECT = /\b(?:which would|so (?:we|people|that)|and we(?:'d|’d| would| will| could)|(?:could|would|will|may|might) (?:make|hold up|stop|delay|cost|push|leave|mean|force|put|hurt|upset|kill|close|swamp|slow)|that(?:'s|’s| is) a|we lose|stalls?|slides?)\b/i

// words of what happens, not of what it happens to: two risks sharing them are not about the same thing
const EVENT_WORDS = new Set(["take", "takes", "taking", "longer", "planned", "plan", "late", "later", "delay", "delays", "delayed", "time", "early", "slip", "slips", "slipped", "fail", "fails", "risk", "risks", "cost", "costs", "than", "expected", "estimate", "estimates", "short", "high", "higher", "lower", "work", "works", "project", "delivery"])

/** The library or field-pack risk a brief's risk sentence is about (three shared words), whose response is specific. */
const libraryMatch = (sentence: string, library: ReadonlyArray<LibraryRisk>, ctx: DraftContext): LibraryRisk | undefined => {
  // the project's own name is in every sentence and every filled risk: its words match nothing in particular
  const named = contentWords(ctx.project)
  const words = new Set([...contentWords(sentence)].filter((w) => !named.has(w) && !EVENT_WORDS.has(w)))
  let best: LibraryRisk | undefined
  let bestScore = 2
  for (const r of library) {
    let n = 0
    for (const w of RISK_TEXT_WORDS.get(r) ?? contentWords(`${fill(r.title, ctx.vars)} ${fill(r.description, ctx.vars)}`)) if (words.has(w)) n++
    // and is about the same thing: one of its title's words is in the sentence, or four of its words
    if (n > bestScore && (n >= 4 || [...contentWords(r.title)].some((w) => words.has(w)))) {
      best = r
      bestScore = n
    }
  }
  return best
}

/**
 * Each sentence of the risk context becomes a risk of its own, in the sponsor's words. When a known risk says the
 * same thing, its tested response is used (and it is not listed twice); otherwise the response names the thing.
 */
const briefRisks = (ctx: DraftContext, text: string, library: ReadonlyArray<LibraryRisk>): Array<{ risk: RiskDraft; source?: LibraryRisk }> =>
  // the pack sends the risk context first, then the scope for ranking: only the first paragraph names risks
  clauses([riskContext(text)])
    .filter((c) => !sameTextKey(c).startsWith(sameTextKey(ctx.project)))
    .slice(0, 6)
    .map(withoutLabel)
    // ("And the town has had enough disruption ...": the joining word is no part of the risk)
    .map((c) => capitalise(c.replace(/^(?:and|but|also|so|plus)\s+/i, "").replace(WORRY_LEAD, "")))
    .map((c) => {
      const title = riskEventTitle(c)
      // the title names the thing without the sponsor's hedges and asides ("Promoter cancels ..." -> the promoter)
      const thing = titleThing(title) ?? riskThing(title)
      const source = libraryMatch(c, library, ctx)
      const category = briefRiskCategory(c, riskThing(c))
      const response = source ? undefined : riskResponseFor(c)
      const risk: RiskDraft = {
        title,
        // cause and event in the sponsor's words, then the effect when the sentence does not say it
        description: STATES_EFFECT.test(c) ? capitalise(endSentence(c)) : `${capitalise(endSentence(c)).replace(/\.$/, "")}, ${RISK_EFFECT[category]}.`,
        category,
        // the sentence's own words rate it ("will", "usually", a safety incident); a matching library risk lends its rating when the sentence is neutral
        likelihood: level(sentenceLikelihood(c) ?? (source?.likelihood ?? 3) + (PRESSURE[category]?.test(ctx.text) ? 1 : 0)),
        impact: level(sentenceImpact(c) ?? source?.impact ?? CATEGORY_IMPACT[category] ?? 3),
        mitigation: source ? fill(source.mitigation, ctx.vars) : response ? response.mitigation(thing, c) : BRIEF_RISK_ACTIONS[category](thing, lowerFirst(title)),
        contingency: source ? fill(source.contingency, ctx.vars) : response ? response.contingency(thing) : `If it happens, the project manager invokes the agreed fallback for ${thing}, tells the board within a day and re-plans the affected work.`
      }
      return source ? { risk, source } : { risk }
    })

export const draftRiskRegister = (req: RiskRegisterRequest): RisksDraft => {
  const ctx = makeContext("draftRiskRegister", req)
  const n = REGISTER_COUNT.min + ctx.rng.int(3)
  const ranked = rankedRisks(ctx)
  const own = briefRisks(ctx, req.text, ranked)
  const used = new Set(own.flatMap((o) => (o.source ? [o.source] : [])))
  // nor a stock risk of the same kind on the same thing ("Key supplier misses delivery dates" beside the brief's
  // "delivery slots are tight and a delay ..."): a shared title word and two shared word stems
  const named = new Set([...contentWords(ctx.project)].map((w) => w.slice(0, 5)))
  const stems = (text: string) => new Set([...contentWords(text)].map((w) => w.slice(0, 5)).filter((w) => !named.has(w)))
  const ownStems = own.map((o) => ({ category: o.risk.category, title: stems(o.risk.title), all: stems(`${o.risk.title} ${o.risk.description}`) }))
  const restatesOwn = (r: LibraryRisk) => {
    const title = stems(fill(r.title, ctx.vars))
    const all = stems(`${fill(r.title, ctx.vars)} ${fill(r.description, ctx.vars)}`)
    return ownStems.some((o) => o.category === r.category && [...title].some((w) => o.title.has(w)) && [...all].filter((w) => o.all.has(w)).length >= 2)
  }
  const rest = spread(ranked.filter((r) => !used.has(r) && !restatesOwn(r)), n + 2, 2).map((r) => toDraft(r, ctx))
  const risks = distinctTitles(uniqueBy([...own.map((o) => o.risk), ...rest], (r) => r.title)).slice(0, Math.max(n, own.length + 4))
  return { risks }
}

export const moreRisks = (req: MoreRisksRequest): RisksDraft => {
  const ctx = makeContext("moreRisks", req)
  const n = req.count ?? MORE_RISKS_COUNT.min + ctx.rng.int(MORE_RISKS_COUNT.max - MORE_RISKS_COUNT.min + 1)
  const ranked = rankedRisks(ctx, req.existing_titles)
  const risks = uniqueBy(spread(ranked, n + 3, 1).map((r) => toDraft(r, ctx)), (r) => r.title, req.existing_titles)
  return { risks: risks.slice(0, n) }
}

const CATEGORY_ACTIONS: Record<RiskCategory, string> = {
  Technical: "Prove the approach early with a spike or prototype and test against realistic data",
  Vendor: "Agree milestone-based deliverables with the supplier and review them weekly",
  Schedule: "Protect the critical path with buffers and track progress weekly against it",
  Cost: "Apply change control and review spend against budget monthly",
  Compliance: "Review the requirement with compliance and legal and record the controls",
  Security: "Run a security review and apply least-privilege access",
  Operational: "Prepare runbooks and rehearse the operational handover",
  "Change/People": "Engage affected people early and appoint change champions",
  Uncategorized: "Assign an owner and review the risk at each project board"
}

export const draftMitigation = (req: MitigationRequest): MitigationDraft => {
  const ctx = makeContext("draftMitigation", req)
  const title = sanitise(req.title) || "this risk"
  const words = contentWords(`${req.title} ${req.description ?? ""}`)
  const scored = RISK_LIBRARY.map((r) => {
    let overlap = 0
    for (const w of contentWords(`${r.title} ${r.description}`)) if (words.has(w)) overlap += 1
    return { r, score: overlap + (r.category === req.category ? 1.5 : 0) + ctx.rng.next() * 0.5 }
  }).sort((a, b) => b.score - a.score)
  const best = scored[0]
  const category: RiskCategory = req.category ?? best?.r.category ?? "Uncategorized"
  const high = (req.likelihood === "High" || req.likelihood === "Very High") || (req.impact === "High" || req.impact === "Very High")
  // a library risk close to this one lends its mitigation; the category's action then names this risk
  const library = best && best.score >= 2 ? [fill(best.r.mitigation, ctx.vars)] : []
  const mitigation = [
    ...library,
    `${CATEGORY_ACTIONS[category]} for "${title}".`,
    high ? `Because the rating is high, review this risk weekly with the ${ctx.project} project manager and report it to the board.` : `Review it fortnightly as part of the ${ctx.project} RAID log.`
  ].filter((s, i, all) => all.findIndex((x) => sameTextKey(x) === sameTextKey(s)) === i)
  const contingency = best && best.score >= 2 ? fill(best.r.contingency, ctx.vars) : `If ${lowerFirst(title)} occurs, escalate to the sponsor, invoke the agreed fallback and re-plan affected work.`
  return { mitigation: mitigation.join(" "), contingency }
}
