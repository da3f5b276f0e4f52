// Offline Scope Builder tasks: scope draft, add-only, expand one, more KPIs, narrative, background.
import type { GoalDraft, KpiDraft, ScopeItemDraft } from "@initpack/core/drafting/common"
import { newItemsOnly, newKpisOnly, sameTextKey, uniqueBy } from "@initpack/core/drafting/guards"
import { wordingProblems } from "@initpack/core/drafting/wording/line-problems"
import {
  ADD_ONLY_COUNT,
  BACKGROUND_WORDS,
  NARRATIVE_WORDS,
  type AddScopeItemsRequest,
  type BackgroundDraft,
  type BackgroundRequest,
  type ExpandedItemDraft,
  type ExpandScopeItemRequest,
  type ImproveNarrativeRequest,
  type KpisDraft,
  type MoreKpisRequest,
  type NarrativeDraft,
  type ScopeDraft,
  type ScopeDraftRequest,
  type ScopeItemsDraft
} from "@initpack/core/drafting/scope"
import { GOAL_TYPES, goalText, kpisFor as kpisForDomain, type GoalType } from "../knowledge/kpi-patterns"
import { formatDate, sentencesOf, verbBase } from "./brief-facts"
import { makeContext, type DraftContext } from "./context"
import { briefMeasures } from "./brief-measures"
import { briefTargets } from "./brief-targets"
import { goalFigures } from "./goal-figures"
import { workPackages, workTask } from "./work-packages"
import { clauses, constraintPhrases, contentWords, departments, distinctTitles, goalPhrases, sanitise } from "./phrases"
import { domainGoalTypes, goalTypeFor, licensed, phaseItems, rankedRisks, sectionPool } from "./pools"
import { capitalise, endSentence, fill, fitWords, listPhrase, lowerFirst, shortTitle } from "./text"

/** "notify the highway authority" is work, not a party. */
const isImperative = (p: string): boolean => {
  const first = p.split(/\s+/)[0]!.toLowerCase()
  return verbBase(first) === first
}

const answersOf = (req: { readonly clarification_answers?: Readonly<Record<string, string>> | undefined }) =>
  Object.entries(req.clarification_answers ?? {})

const answersAbout = (req: ScopeDraftRequest, pattern: RegExp): Array<string> =>
  answersOf(req).filter(([k]) => pattern.test(k)).map(([, v]) => v)

const kpisFor = (type: GoalType, ctx: DraftContext, used: Set<string>, n: number): Array<KpiDraft> => {
  // A goal whose own type is used up borrows from the domain's other goal types (not in a plan drafted from the brief alone).
  const fallback = ctx.fromBrief ? [] : domainGoalTypes(ctx).filter((t) => t.id !== type.id).flatMap((t) => kpisForDomain(t, ctx.domain.id))
  const fits = (k: { metric: string; target: string }) => !used.has(k.metric) && licensed(ctx, `${k.metric} ${k.target}`)
  const own = [...ctx.rng.shuffle(kpisForDomain(type, ctx.domain.id)), ...fallback].filter(fits)
  // a goal whose own patterns the brief does not license borrows licensed ones of another goal type
  const picked = (own.length > 0 ? own : GOAL_TYPES.flatMap((t) => kpisForDomain(t, ctx.domain.id)).filter(fits)).slice(0, n)
  picked.forEach((k) => used.add(k.metric))
  return picked.map((k, i) => ({ metric: k.metric, target: k.target, recommended: i === 0 }))
}

/** How the acceptance goal is measured: the brief's steps accepted by its deadline. */
const acceptanceMeasures = (ctx: DraftContext) => {
  const steps = ctx.facts.steps
  if (steps.length < 3) return []
  const by = ctx.facts.deadline ? ` by ${ctx.facts.deadline.text}` : " before closure"
  return [{ metric: "Work packages accepted by the Senior User", target: `All ${steps.length}${by}` }]
}

/** Goals from the brief's own measures: the figures it wants moved, and its counted outputs. */
const briefGoals = (ctx: DraftContext, taken: number): Array<{ title: string; rationale: string; type: GoalType }> => {
  const measures = briefMeasures(ctx.text)
  const types = domainGoalTypes(ctx).map((t) => t.id)
  const figures = measures.filter((m) => m.kind === "figure").slice(0, 2)
  const output = measures.find((m) => m.kind === "output")
  const goal = (title: string, why: string, own: ReadonlyArray<{ metric: string; target: string }>) => ({ title, rationale: why, type: goalTypeFor(title, "delivery", types), own })
  return [
    ...(figures.length > 0 && taken < 3 ? [goal(`Improve ${listPhrase(figures.map((m) => lowerFirst(m.metric)))}`, `${capitalise(listPhrase(figures.map((m) => lowerFirst(m.metric))))} are measured today; ${ctx.project} is judged against that baseline.`, figures)] : []),
    ...(output && taken < 2 ? [goal(`Have ${output.target.replace(/\s+by\s+.*$/, "")} ${lowerFirst(output.metric)}`, `${ctx.project} is measured by this counted output, checked at each stage boundary.`, [output])] : []),
    ...(ctx.facts.steps.length >= 3 ? [goal("Deliver every agreed work package to its acceptance criteria", `Each work package of ${ctx.project} is accepted by the Senior User before closure.`, acceptanceMeasures(ctx))] : [])
  ]
}

const DONE: Record<string, string> = { replace: "replaced", renew: "renewed", install: "installed", plant: "planted", scan: "scanned", digitise: "digitised", digitize: "digitized", retrofit: "retrofitted", refit: "refitted", deliver: "delivered", train: "trained", upgrade: "upgraded", restore: "restored", replant: "replanted", build: "built", refurbish: "refurbished", migrate: "migrated", move: "moved" }

/** A goal that names a counted thing is measured by it: "Replace the 42 km of failing mains" -> 42 km of ... completed. */
const quantityKpis = (ctx: DraftContext, title: string): Array<{ metric: string; target: string }> => {
  const wp = workPackages(ctx.text).find((w) => title.includes(w.phrase.split(" ")[0]!))
  if (!wp) return []
  const by = ctx.facts.deadline ? ` by ${ctx.facts.deadline.text}` : " before closure"
  const thing = wp.phrase.split(" ").slice(1).join(" ")
  const verb = title.split(/\s+/)[0]!.toLowerCase()
  const done = DONE[verb] ?? "completed and accepted"
  return [{ metric: capitalise(`${thing} ${done}`), target: `${wp.n.toLocaleString("en")}${by}` }]
}

// a sponsor's clause that is no goal: first person, a fragment ("Build once ordered", "Open usually 8 to 10 weeks"),
// or a participle made of a plural noun ("coordinatorsed")
const NOT_A_GOAL = /\b(?:we|us|I)\b|^\S+\s+(?:usually|once|this|these|that|it|them|always|often|also)\b|\b(?:ated|ised|ized)\b|(?:ors|ers|ants|ents|ists)ed\b/i
const wellFormedGoal = (title: string): boolean => !NOT_A_GOAL.test(title)

/** Two goals are the same aim when they share two content words (the sponsor's target, then its restatements). */
const sameAim = (a: string, b: string): boolean => {
  const wa = [...contentWords(a)]
  // "underbridges" is the sponsor's "bridges"
  return [...contentWords(b)].filter((w) => wa.some((x) => x === w || (Math.min(x.length, w.length) >= 5 && (x.endsWith(w) || w.endsWith(x))))).length >= 2
}

// a stock goal type's keywords too general to license it ("time", "user")
const WEAK_KEYWORDS = new Set(["automat", "time", "close", "user", "active", "speed", "launch", "brand", "growth", "grow", "spend", "budget", "cost", "save", "licence", "license", "expense", "engag", "staff", "customer", "standard", "risk", "performance", "capacity", "complete", "move"])
/** A stock goal of another type than delivery only when the brief's own words name what it is about. */
const stockLicensed = (type: GoalType, text: string): boolean =>
  type.id === "delivery" || type.keywords.some((k) => !WEAK_KEYWORDS.has(k) && new RegExp(`\\b${k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(text))

const DELIVERY_TYPE = GOAL_TYPES.find((t) => t.id === "delivery")!
const METHOD_TITLES = new Set(["Deliver every agreed work package to its acceptance criteria", "Hand the results over to the people who will run them"])

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December"
const DATED_GOAL = new RegExp(`[\\s,]+(?:on|by|before|in)?\\s*((?:\\d{1,2}\\s+(?:${MONTHS})|(?:${MONTHS})(?:\\s+\\d{1,2},)?)\\s+20\\d\\d)\\s*$`)

/** Goals of the method, right for any project, each measured by the method's own evidence. */
const methodGoals = (ctx: DraftContext) => [
  {
    title: "Deliver every agreed work package to its acceptance criteria",
    rationale: `Each work package of ${ctx.project} is accepted by the Senior User before closure.`,
    type: DELIVERY_TYPE,
    own: [{ metric: "Work packages accepted by the Senior User", target: ctx.facts.deadline ? `All by ${ctx.facts.deadline.text}` : "All before closure" }]
  },
  {
    title: "Hand the results over to the people who will run them",
    rationale: `The owners who keep what ${ctx.project} delivers accept it, with its records and lessons, before the project closes.`,
    type: DELIVERY_TYPE,
    own: [
      { metric: "Handover accepted by the receiving owner", target: "Signed before the project closes" },
      { metric: "Lessons report", target: "Issued to the board at closure" }
    ]
  }
]

/** A party as the brief names it, not a piece of a phrase ("the as grant funder", "Library Services" cut from its name). */
const wellFormedParty = (p: string): boolean => !/^(?:the\s+)?(?:as|of|for|and|or|by|with|to|from|in|on|at)\b/i.test(p) && wordingProblems(p, "item").length === 0

/** A goal phrase that reads as an outcome: no clause cut at "once", "rather than", "before the ..." ("Move everything out of the basement once the county hands the building"). */
const outcomeLike = (title: string): boolean => !/\b(?:rather than|instead of|once|until|unless|because|so that|after the|when the|if the)\b/i.test(title) && !/^\S+\s+(?:everything|anything|something|her|him|it|them)\b/i.test(title)

export const buildGoals = (ctx: DraftContext, texts: ReadonlyArray<string>, situation: ReadonlyArray<string> = [], scopeTexts: ReadonlyArray<string> = []): Array<GoalDraft> => {
  const used = new Set<string>()
  // the scope's target sentences lead, each an outcome with its own KPIs
  const targets = briefTargets(scopeTexts)
    .filter((t) => wordingProblems(t.title, "item").length === 0)
    .map((t) => ({
      title: t.title,
      rationale: t.benefit
        ? `The sponsor has set this target; it is measured after handover, so it is reviewed as a benefit after ${ctx.project} closes.`
        : `The sponsor has set this target; ${lowerFirst(t.kpis[0]?.metric ?? "progress")} is reported against it at each stage boundary.`,
      type: goalTypeFor(t.title, "delivery", domainGoalTypes(ctx).map((ty) => ty.id)),
      own: t.kpis
    }))
  // background sentences say why, never what: they are no goals when the brief states its scope
  const aimTexts = scopeTexts.length > 0 ? texts.filter((t) => !situation.includes(t)) : texts
  const fromUser = goalPhrases(aimTexts).filter(wellFormedGoal).filter(outcomeLike).filter((t, i, all) => all.findIndex((o) => sameAim(o, t)) === i).slice(0, 3).map((title) => {
    const type = goalTypeFor(title, domainGoalTypes(ctx)[0]?.id ?? "delivery", domainGoalTypes(ctx).map((t) => t.id))
    return {
      title,
      rationale: fill(goalText(type, ctx.domain.id).rationale, ctx.vars),
      type
    }
  })
  // the brief's own targets lead, each measured in its own words; an aim they already say is not repeated
  const figures = goalFigures(texts.join("\n")).filter((f) => !targets.some((t) => sameAim(t.title, f.goal) || t.own.some((k) => k.metric.toLowerCase() === f.metric.toLowerCase()))).map((f) => ({
    title: f.goal,
    rationale: `The sponsor has set this target; ${lowerFirst(f.metric)} is reported against it at each stage boundary.`,
    type: goalTypeFor(f.goal, "delivery", domainGoalTypes(ctx).map((t) => t.id)),
    own: [{ metric: f.metric, target: f.target }]
  }))
  const aims = fromUser.filter((g) => ![...targets, ...figures].some((f) => sameAim(f.title, g.title)))
  const stated = [...targets, ...figures]
  const usedTypes = new Set(fromUser.map((g) => g.type.id))
  const stock = uniqueBy([...domainGoalTypes(ctx), ...GOAL_TYPES], (t) => t.id)
    .map((type) => ({ title: fill(goalText(type, ctx.domain.id).goal, ctx.vars), rationale: fill(goalText(type, ctx.domain.id).rationale, ctx.vars), type }))
    .filter((g) => wordingProblems(g.title, "item").length === 0)
  // a stock goal only when the brief's words license it (no "Streamline core processes" for a bus fleet)
  const defaults = domainGoalTypes(ctx)
    .filter((t) => !usedTypes.has(t.id))
    .filter((t) => stockLicensed(t, ctx.text))
    .map((type) => ({ title: fill(goalText(type, ctx.domain.id).goal, ctx.vars), rationale: fill(goalText(type, ctx.domain.id).rationale, ctx.vars), type }))
  // a plan drafted from the brief alone aims at what the brief measures, then at delivery; pattern goals only fill up to three
  const own = ctx.fromBrief
    ? briefGoals(ctx, fromUser.length + stated.length).filter((g) => (stated.length === 0 || !/^Improve /.test(g.title)) && wellFormedGoal(g.title) && ![...stated, ...aims].some((f) => sameAim(f.title, g.title)))
    : []
  // goals from the brief itself: generic method goals only when fewer than three come from it
  const fromBriefCount = stated.length + aims.length + own.filter((g) => !METHOD_TITLES.has(g.title)).length
  // goals with the sponsor's own figures need no stock goal beside them but delivery on time and budget
  // (three goals at least: a stock goal only fills up to three)
  const ordered = [...defaults.filter((g) => g.type.id === "delivery"), ...defaults.filter((g) => g.type.id !== "delivery")]
  const padding = targets.length > 0 ? ordered.slice(0, Math.max(0, 3 - fromBriefCount)) : ctx.fromBrief || figures.length > 0 ? ordered.slice(0, Math.max(1, 3 - aims.length - own.length - figures.length)) : defaults
  const kept = fromBriefCount >= 3 ? own.filter((g) => !METHOD_TITLES.has(g.title)) : own
  // every target of the scope is a goal of its own (up to six), the brief's other aims after them
  const chosen = uniqueBy([...targets, ...figures, ...aims, ...kept, ...padding], (g) => g.title).slice(0, Math.max(4, Math.min(6, targets.length + 1)))
  // a scope holds three goals at least: method goals right for any project come before unlicensed stock ones
  const goals = chosen.length >= 3 ? chosen : uniqueBy([...chosen, ...methodGoals(ctx), ...stock], (g) => g.title).slice(0, 3)
  return goals.map((g) => {
    // a goal that names its own figure or date is measured by it, never by a stock KPI
    const stock = "own" in g ? (g.own as ReadonlyArray<{ metric: string; target: string }>) : quantityKpis(ctx, g.title)
    const own = (stock.length > 0 ? stock : briefTargets([g.title]).flatMap((t) => t.kpis)).filter((k) => !used.has(k.metric))
    own.forEach((k) => used.add(k.metric))
    // a goal with a date and no figure ("Open to passengers on Good Friday, 30 March 2029") is measured by that date
    const dated = own.length === 0 ? DATED_GOAL.exec(g.title) : null
    const kpis =
      own.length > 0
        ? own.map((k, i) => ({ metric: k.metric, target: k.target, recommended: i === 0 }))
        : dated && dated.index > 8
        ? [{ metric: capitalise(`${g.title.slice(0, dated.index).replace(/[\s,]+$/, "")}`), target: `Achieved by ${dated[1]!}`, recommended: true }]
        : kpisFor(g.type, ctx, used, 2 + ctx.rng.int(2))
    return { title: g.title, rationale: endSentence(g.rationale), kpis }
  })
}

// the work verbs whose object is a thing handed over, and their participles
const HANDED: Record<string, string> = { ...DONE, fit: "fitted", strengthen: "strengthened", rehabilitate: "rehabilitated", demolish: "demolished", remove: "removed", recruit: "recruited", produce: "produced", publish: "published", install: "installed", commission: "commissioned", convert: "converted", close: "closed", clear: "cleared", open: "opened", reopen: "reopened", fence: "fenced", vaccinate: "vaccinated", tutor: "tutored", write: "written", make: "made", shoot: "shot", equip: "equipped", relocate: "relocated", consolidate: "consolidated" }

/** "Replace the 42 km of failing mains with PE" -> "42 km of failing mains replaced"; undefined when the verb hands nothing over. */
const asHandedOver = (task: string): string | undefined => {
  const [verb, ...words] = task.split(/\s+/)
  // "Scan and OCR the pages" names two pieces of work; "Fit out three floors" -> "Three floors fitted out"
  if (/^(?:and|or|&)$/i.test(words[0] ?? "")) return undefined
  const particle = /^(?:out|up|off|down|back)$/i.test(words[0] ?? "") ? ` ${words[0]!.toLowerCase()}` : ""
  const rest = particle ? words.slice(1) : words
  if (/^(?:and|or|&)$/i.test(rest[0] ?? "")) return undefined
  const base = HANDED[(verb ?? "").toLowerCase()]
  const done = base ? `${base}${particle}` : undefined
  const object = rest.join(" ").replace(/^(?:the|our|all|a|an)\s+/i, "").replace(/\s+(?:with|to|for|from|by|in|at|across|into|over|before|after|using)\s+.*$/i, "")
  if (!done || object.split(/\s+/).length < 2 || /^(?:it|them|this|that)\b/i.test(object)) return undefined
  // "Move permit lodgement online" -> "Permit lodgement moved online"
  const where = /\s+(online|offline|in-house|overseas|on-site|off-site|to (?:the )?cloud)$/i.exec(object)
  return capitalise(where ? `${object.slice(0, where.index)} ${done} ${where[1]!}` : `${object} ${done}`)
}

const DURATION_TARGET = /^(?:All\s+)?[\d,.]+\s*(?:%|per ?cent|(?:working |business |calendar )?(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b|per\b)/i

/** What the project hands over, in nouns: counted outcomes and whole populations the goals name, then the work done. */
const handedOver = (ctx: DraftContext, texts: ReadonlyArray<string>, tasks: ReadonlyArray<string>, scopeTexts: ReadonlyArray<string> = []): Array<ScopeItemDraft> => {
  const why = `Handed over to its owner and accepted against its criteria before ${ctx.project} closes.`
  // the scope's own targets that are things done come first ("Basement emptied and cleaned")
  const targets = briefTargets(scopeTexts).flatMap((t) => (t.deliverable && wordingProblems(t.deliverable, "item").length === 0 ? [{ title: t.deliverable, rationale: why }] : []))
  const outcomes = goalFigures(texts.join("\n"))
    // a count of things handed over ("60 officers trained"), not a level reached ("25 days", "2 hours per visit")
    .filter((f) => (/^(?:All\s+)?[\d,]+(?:\s|$)/.test(f.target) && !DURATION_TARGET.test(f.target)) || (/^100%/.test(f.target) && /(?:ed|en|wn)$/.test(f.metric)))
    .map((f) => {
      const n = /^(?:All\s+)?([\d,]+)/.exec(f.target)?.[1]
      return { title: capitalise(n && !/^100%/.test(f.target) ? `${n} ${lowerFirst(f.metric)}` : f.metric), rationale: why }
    })
  const work = [...tasks, ...workPackages(ctx.text).map((wp) => workTask(wp, ctx.text).replace(/,\s+\d+ crews in parallel$/, ""))]
    .flatMap((t) => asHandedOver(t) ?? [])
    .map((title) => ({ title, rationale: why }))
  return [...targets, ...outcomes, ...work].filter((d, i, all) => all.findIndex((o) => sameAim(o.title, d.title)) === i)
}

const userItems = (phrases: ReadonlyArray<string>, rationale: string): Array<ScopeItemDraft> =>
  phrases.map((p) => ({ title: shortTitle(p, 12), rationale }))

/** The summary's first sentence when it says what the work is, verb first ("Replace the council's 2009 permit system with ..."). */
const summaryLead = (summary: ReadonlyArray<string>): string | undefined => {
  const first = sentencesOf(summary.join("\n"))[0]?.replace(/[.\s]+$/, "").trim()
  if (!first || first.split(/\s+/).length > 40 || !isImperative(first)) return undefined
  return wordingProblems(first, "task").length === 0 ? first : undefined
}

/** A clause of the user's as a sentence of the draft: the situation as stated, never quoted back. */
export const plainSentence = (clause: string): string => endSentence(capitalise(clause))

const take = (items: ReadonlyArray<ScopeItemDraft>, n: number): Array<ScopeItemDraft> =>
  distinctTitles(uniqueBy(items, (i) => i.title)).slice(0, n)

const narrativeFiller = (ctx: DraftContext): Array<string> => [
  `Each stage of ${ctx.project} ends with a review so the board can confirm progress, costs and risks before committing to the next.`,
  `Requirements are confirmed with ${ctx.domain.users} before build work starts, and changes after sign-off go through change control.`,
  `Acceptance criteria are agreed up front so that every deliverable can be tested and signed off by its owner.`,
  `The project team will hand ${ctx.domain.noun} over to operations with runbooks, training and a period of hypercare.`,
  `Progress, risks and issues are reported fortnightly to the sponsor and the wider stakeholder group.`,
  `Benefits are tracked against an agreed baseline after go-live so the business case can be confirmed.`,
  `Dependencies on other teams and suppliers are logged and reviewed at every project board meeting.`
]

const setupSentences = (req: ScopeDraftRequest, ctx: DraftContext): Array<string> => {
  const out: Array<string> = []
  const proc = req.procurement ?? "None"
  if (proc !== "None" && proc.length > 0) {
    const what = proc === "Both" ? "hardware and software" : proc.toLowerCase()
    out.push(`Procurement of ${what} needed for ${ctx.domain.noun} is included, from requirements through to contract award.`)
  }
  const third = req.third_parties ?? "None"
  if (third !== "None" && third.length > 0) {
    const who = third === "Both" ? "vendors and delivery partners" : third === "Vendor" ? "a vendor" : "a delivery partner"
    out.push(`Work delivered by ${who} is in scope and managed through clear contracts, milestones and acceptance criteria.`)
  }
  return out
}

// "We want a new ferry ... in service by 31 October 2029": an outcome the sponsor wants, with its date
const WANTED = /\b(?:we want|we need|we aim|the aim is|the goal is|our goal is|we must have)\b|\b(?:by|before|no later than)\s+(?:the end of\s+)?(?:\d{1,2}\s+)?(?:[A-Z][a-z]+\s+)?(?:20\d\d)\b/

/** A brief that states its aims only in its summary (no goal or scope answers): the summary's wanted outcomes are its targets. */
const withWantedOutcomes = (scopeTexts: Array<string>, summary: ReadonlyArray<string>): Array<string> =>
  scopeTexts.length > 0 ? scopeTexts : sentencesOf(summary.join("\n")).filter((s) => WANTED.test(s))

export const draftScope = (req: ScopeDraftRequest): ScopeDraft => {
  const ctx = makeContext("draftScope", req)
  const all = answersOf(req).map(([, v]) => v)
  const background = answersAbout(req, /background|context|business case|why/i)
  const depts = departments(answersAbout(req, /department|internal|team|who/i).concat(all))
  const constraintAnswers = answersAbout(req, /constraint|deadline|limit|timeline/i)
  const agile = /agile/i.test(req.delivery_approach ?? "")

  const scopeTexts = withWantedOutcomes(answersAbout(req, /scope|goal|success|objective|target|outcome|aim/i), answersAbout(req, /summary/i))
  const goals = buildGoals(ctx, [...background, ...all], background, scopeTexts)
  const facts = ctx.facts
  // The brief's own steps are the first deliverables; its deadline, cap and named parties lead their sections.
  // deliverables are what is handed over, in nouns: the brief's counted outcomes, its work done, then the method's products
  const steps = facts.steps.filter((st) => st.stage !== "Design").slice(0, 4)
  const handed = handedOver(ctx, [...background, ...all], steps.map((st) => st.task), scopeTexts)
  // (at most four of them, so the method's and the field's products keep their place)
  const deliverables = take([...handed.slice(0, 4), ...sectionPool("deliverables", ctx, true)].filter((d) => !isImperative(d.title)), 5)
  const briefAlone = ctx.fromBrief
    ? [{ title: "Plan drafted without a standard template", rationale: `No standard template fits ${ctx.project} closely, so the stages, tasks and risks follow its own goals, quantities and dates; review them with the people who will do the work.` }]
    : []
  const assumptions = take([...briefAlone, ...sectionPool("assumptions", ctx)], 4 + ctx.rng.int(2))
  const deadline = facts.deadline
    ? [{ title: `Finish by ${facts.deadline.date ? formatDate(facts.deadline.date) : facts.deadline.text}`, rationale: `The sponsor has set the deadline (${facts.deadline.text}); the plan ends on or before it, or the board is told at once.` }]
    : []
  const cap = facts.budgetCap
    ? [{ title: `Budget capped at ${facts.budgetCap.text}${facts.budgetCap.unit === "" && /m$|million/i.test(facts.budgetCap.text) ? "" : ""}`, rationale: `The money available is ${facts.budgetCap.text} (${facts.budgetCap.value.toLocaleString("en")}); a total above it needs board approval.` }]
    : []
  const horizon = facts.horizon ? [{ title: `Benefits measured by ${facts.horizon.text}`, rationale: `A goal sets the horizon (${facts.horizon.text}); the schedule and benefits review run to it.` }] : []
  const constraints = take(
    [...deadline, ...cap, ...horizon, ...userItems(constraintPhrases([...constraintAnswers, ...all]).slice(0, 3), `A condition set for ${ctx.project}; the plan and budget must respect it.`), ...sectionPool("constraints", ctx)],
    5
  )
  const dependencies = take(
    [
      ...[...facts.parties.filter((p) => !isImperative(p) && wellFormedParty(p)), ...facts.names.filter((n) => n.split(" ").length >= 2)].filter((p) => !sameTextKey(p).includes(sameTextKey(ctx.project))).slice(0, 4).map((p) => ({ title: `Input and approvals from ${/^[A-Z]/.test(p) ? p : `the ${p}`}`, rationale: `The plan depends on the decisions and availability of ${/^[A-Z]/.test(p) ? p : `the ${p}`}.` })),
      ...depts.slice(0, 3).map((d) => ({ title: `${d} team availability`, rationale: `${d} staff must be available for workshops, testing and sign-off of ${ctx.project}.` })),
      ...sectionPool("dependencies", ctx)
    ],
    5
  )
  const outOfScope = take(sectionPool("out_of_scope", ctx), 4)
  const phases = phaseItems(ctx, agile)
  const risks = rankedRisks(ctx).slice(0, 5).map((r) => ({ title: fill(r.title, ctx.vars), rationale: fill(r.description, ctx.vars) }))
  const questions = take(sectionPool("questions", ctx), 4)

  const parties = facts.parties.filter((p) => !isImperative(p) && wellFormedParty(p))
  // the situation as a plain sentence (never quoted back), when it is short enough to open the narrative
  const nounDeliverables = deliverables.filter((d) => !isImperative(d.title))
  // (a label line, "Sponsor: Graham Teale, ...", is no situation)
  // (nor is a letter's greeting: "Hi Jill", "Thanks for the chat", "As you know")
  const situation = clauses(background.length > 0 ? background : all)
    .filter((c) => c.split(/\s+/).length <= 30 && !/^[A-Z][\w' -]{1,30}:\s/.test(c) && !/^(?:hi|hello|dear|thanks|thank you|many thanks|as you know|as discussed|as promised|further to)\b/i.test(c))
    .slice(0, 1)
    .map(plainSentence)
  // only steps that pass the wording gate as tasks are told as the team's work
  const stepList = facts.steps.filter((st) => wordingProblems(st.task, "task").length === 0).slice(0, 10).map((st) => lowerFirst(st.task))
  // the narrative as a PM writes it: what the project will do, why, by when, with whom, handing over what;
  // nothing said twice (a goal, step or deliverable already told is left out of the later sentences)
  const told: Array<string> = []
  const fresh = (items: ReadonlyArray<string>): Array<string> => {
    // an item most of whose words a sentence already said ("move permit lodgement online" after "... an online lodgement portal")
    const said = (t: string, i: string) => {
      const mine = [...contentWords(i)]
      const theirs = contentWords(t)
      return mine.length > 0 && mine.filter((w) => theirs.has(w)).length / mine.length >= 0.6
    }
    const out = items.filter((i) => !told.some((t) => said(t, i)))
    told.push(...out)
    return out
  }
  const lead = summaryLead(answersAbout(req, /^summary$/i))
  const opening = lead
    ? `${ctx.project} will ${lowerFirst(lead)}.`
    : `${ctx.project} covers the ${ctx.fromBrief ? "" : `${ctx.domain.label} `}work needed ${goals[0] && !isImperative(goals[0].title) ? "for" : "to"} ${lowerFirst(goals[0]?.title ?? "deliver the agreed outcomes")}.`
  told.push(lead ?? goals[0]?.title ?? "")
  const aims = fresh(goals.slice(0, 3).map((g) => lowerFirst(g.title)))
  const work = fresh(stepList)
  // (a name keeps its capitals: "Project Initiation Document")
  const handing = fresh(nounDeliverables.slice(0, 4).map((d) => (/\s[A-Z]/.test(d.title) ? d.title : lowerFirst(d.title))))
  const money = facts.budgetCap ? ` within the ${facts.budgetCap.text} available` : ""
  const sentences = [
    opening,
    ...situation,
    ...(aims.length > 0 ? [`It aims to ${listPhrase(aims)}.`] : []),
    ...(work.length > 0 ? [`The work includes: ${listPhrase(work)}.`] : []),
    ...(facts.deadline ? [`All work finishes by ${facts.deadline.text}${money}.`] : money ? [`The work is delivered${money}.`] : []),
    ...(parties.length > 0 ? [`${capitalise(listPhrase(parties.slice(0, 5).map((p) => (/^[A-Z]/.test(p) ? p : `the ${p}`))))} ${parties.length > 1 ? "take" : "takes"} part in the work.`] : []),
    ...(handing.length > 0 ? [`It hands over: ${listPhrase(handing)}.`] : []),
    ...setupSentences(req, ctx),
    ...(depts.length > 0 ? [`The ${listPhrase(depts.slice(0, 4))} ${depts.length > 1 ? "teams are" : "team is"} directly involved and will take part in design and testing.`] : []),
    `Delivery follows a ${agile ? "phased agile" : "staged PRINCE2"} approach in ${phases.length} ${agile ? "phases" : "stages"}, from ${phases[0]?.title ?? "start-up"} to ${phases[phases.length - 1]?.title ?? "closure"}.`,
    `It does not include ${listPhrase(outOfScope.slice(0, 2).map((o) => lowerFirst(o.title)))}.`,
    `Success is measured by ${listPhrase(goals.flatMap((g) => g.kpis).slice(0, 3).map((k) => lowerFirst(k.metric)))}.`
  ]
  const in_scope = fitWords(sentences, narrativeFiller(ctx), NARRATIVE_WORDS)
  return {
    in_scope,
    goals,
    deliverables,
    assumptions,
    constraints,
    dependencies,
    out_of_scope: outOfScope,
    phases,
    risks,
    questions
  }
}

const candidatesFor = (section: AddScopeItemsRequest["section"], ctx: DraftContext): Array<ScopeItemDraft> => {
  switch (section) {
    case "goals":
      return GOAL_TYPES.map((t) => ({ title: fill(goalText(t, ctx.domain.id).goal, ctx.vars), rationale: fill(goalText(t, ctx.domain.id).rationale, ctx.vars) }))
    case "risks":
      return rankedRisks(ctx).map((r) => ({ title: fill(r.title, ctx.vars), rationale: fill(r.description, ctx.vars) }))
    case "phases":
      return [...phaseItems(ctx, false), ...phaseItems(ctx, true)]
    default:
      return sectionPool(section, ctx)
  }
}

export const addScopeItems = (req: AddScopeItemsRequest): ScopeItemsDraft => {
  const ctx = makeContext("addScopeItems", req)
  const count = req.count ?? ADD_ONLY_COUNT.min + ctx.rng.int(ADD_ONLY_COUNT.max - ADD_ONLY_COUNT.min + 1)
  const fromNote = req.user_note
    ? (req.section === "goals" ? goalPhrases([req.user_note]) : clauses([req.user_note])).slice(0, 1).map((c) => ({
        title: shortTitle(c, 12),
        rationale: `Requested for ${ctx.project} in the note: ${lowerFirst(endSentence(c))}`
      }))
    : []
  const items = newItemsOnly([...fromNote, ...candidatesFor(req.section, ctx)], req.existing)
  return { items: items.slice(0, count) }
}

const SECTION_DETAIL: Record<string, string> = {
  goals: "Progress against it is reported to the board at each stage boundary, with a named owner for the benefit.",
  deliverables: "It is accepted when it meets agreed quality criteria, has been reviewed by its users and is ready for handover.",
  assumptions: "If it proves false, the plan, budget and risk register are reviewed and the board is told at once.",
  constraints: "The plan treats it as fixed; any change needs board approval through change control.",
  dependencies: "An owner tracks it on the dependency log and reports slippage at the weekly team meeting.",
  out_of_scope: "Requests that touch it are logged and referred to the sponsor rather than absorbed into the project.",
  phases: "The phase closes with a review of outputs, costs and risks before the next one starts.",
  risks: "It is tracked on the risk register with an owner, mitigation actions and a review date.",
  questions: "The answer is needed before the design is signed off, so it is tracked as an action for the board."
}

export const expandScopeItem = (req: ExpandScopeItemRequest): ExpandedItemDraft => {
  const ctx = makeContext("expandScopeItem", req)
  const title = sanitise(req.target_title) || req.target_title.trim()
  const current = req.current_rationale ? endSentence(sanitise(req.current_rationale)) : ""
  const sentences = [
    current,
    `For ${ctx.project}, "${title}" matters because it shapes how ${ctx.domain.noun} is delivered to ${ctx.domain.users}.`,
    SECTION_DETAIL[req.section] ?? SECTION_DETAIL.deliverables!,
    ...(req.user_note ? [`The team noted: ${lowerFirst(endSentence(sanitise(req.user_note)))}`] : [])
  ].filter((s) => s.length > 0)
  return { item: { title, rationale: sentences.join(" ") } }
}

export const moreKpis = (req: MoreKpisRequest): KpisDraft => {
  const ctx = makeContext("moreKpis", req)
  const primary = goalTypeFor(`${req.goal_title} ${req.goal_rationale ?? ""}`, domainGoalTypes(ctx)[0]?.id ?? "delivery", domainGoalTypes(ctx).map((t) => t.id))
  const others = [...domainGoalTypes(ctx), ...GOAL_TYPES].filter((t) => t.id !== primary.id)
  const pool = [...ctx.rng.shuffle(kpisForDomain(primary, ctx.domain.id)), ...others.flatMap((t) => kpisForDomain(t, ctx.domain.id).slice(0, 2))]
  // a goal with its own figure ("Cut permit decision time to the statutory 25 days") is measured by it first
  const own = goalFigures(req.goal_title).map((f) => ({ metric: f.metric, target: f.target }))
  const licensedPool = pool.filter((k) => licensed(ctx, `${k.metric} ${k.target}`))
  const kpis = newKpisOnly([...own, ...(own.length > 0 ? licensedPool.slice(0, 1) : licensedPool)].map((k, i) => ({ metric: k.metric, target: k.target, recommended: i === 0 })), req.existing_kpis)
  return { kpis: kpis.slice(0, own.length > 0 ? 2 : 3) }
}

export const improveNarrative = (req: ImproveNarrativeRequest): NarrativeDraft => {
  const ctx = makeContext("improveNarrative", req)
  const own = clauses([req.narrative]).map((c) => endSentence(capitalise(c)))
  const narrative = req.narrative.toLowerCase()
  const extra = [
    ...(req.user_note ? clauses([req.user_note]).map((c) => endSentence(capitalise(c))) : []),
    ...(req.context ? clauses([req.context]).filter((c) => !narrative.includes(c.toLowerCase())).slice(0, 2).map(plainSentence) : [])
  ]
  const lead = own.some((s) => s.includes(ctx.project)) ? [] : [`${ctx.project} delivers ${ctx.domain.noun} for ${ctx.domain.users}.`]
  return { in_scope: fitWords([...lead, ...own, ...extra], narrativeFiller(ctx), NARRATIVE_WORDS) }
}

export const draftBackground = (req: BackgroundRequest): BackgroundDraft => {
  const ctx = makeContext("draftBackground", req)
  const answers = Object.values(req.clarification_answers ?? {})
  const background = Object.entries(req.clarification_answers ?? {}).filter(([k]) => /background|context|business case|why/i.test(k)).map(([, v]) => v)
  const userClauses = clauses([...background, ...answers, req.user_note])
  const titles = (req.scope_titles ?? []).map((t) => sanitise(t)).filter((t) => t.length > 0)
  const drivers = goalPhrases([...answers, ...titles]).slice(0, 3)
  const sentences = [
    `${ctx.project} responds to a clear need in the organisation's ${ctx.domain.label} landscape.`,
    ...userClauses.slice(0, 3).map(plainSentence),
    ...(drivers.length > 0 ? [`The main drivers are to ${listPhrase(drivers.map(lowerFirst))}.`] : []),
    ...(titles.length > 0 ? [`The scope brings together ${listPhrase(titles.slice(0, 4).map(lowerFirst))}.`] : []),
    `Doing nothing would leave ${ctx.domain.users} with today's issues and growing cost and risk.`,
    `The business case rests on measurable benefits that will be tracked from the first release of ${ctx.domain.noun}.`
  ]
  const filler = [
    `Stakeholders across the organisation have been consulted, and their priorities are reflected in the goals and constraints.`,
    `The timing also matters: acting now lets the organisation plan the change around its busiest periods rather than react to failures.`,
    `A staged approach keeps investment decisions in the hands of the project board, which can stop or redirect the work at each stage.`,
    `Lessons from earlier initiatives point to early engagement of ${ctx.domain.users}, clear ownership of benefits and realistic timelines.`,
    `Funding, resourcing and supplier arrangements will be confirmed during initiation and recorded in the project plan.`,
    `Success depends on strong sponsorship, timely decisions and the continued involvement of the people who will use ${ctx.domain.noun}.`
  ]
  return { background: fitWords(sentences, filler, BACKGROUND_WORDS) }
}
