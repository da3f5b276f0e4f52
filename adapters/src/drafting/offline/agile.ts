// Offline Agile Scope tasks: quick draft, expand vision, more personas, telemetry, add-only per section.
import type { ScopeItemDraft } from "@initpack/core/drafting/common"
import { newItemsOnly, sameTextKey, uniqueBy } from "@initpack/core/drafting/guards"
import {
  AGILE_ADD_COUNT,
  PERSONA_COUNT,
  TELEMETRY_COUNT,
  type AddAgileItemsRequest,
  type AgileItemSection,
  type AgileScopeDraft,
  type ExpandVisionRequest,
  type MorePersonasRequest,
  type MoreTelemetryRequest,
  type Persona,
  type PersonasDraft,
  type QuickDraftRequest,
  type TelemetryDraft,
  type VisionDraft
} from "@initpack/core/drafting/agile-scope"
import type { ScopeItemsDraft } from "@initpack/core/drafting/scope"
import { GOAL_TYPES, goalText, kpisFor, type GoalType } from "../knowledge/kpi-patterns"
import { DOMAIN_EPIC_THEMES } from "../knowledge/backlog-themes"
import { briefPersonas } from "./brief-personas"
import { goalFigures } from "./goal-figures"
import { wordingProblems } from "@initpack/core/drafting/wording/line-problems"
import { DEFINITIONS, DOMAIN_NFRS, DOMAIN_TELEMETRY, NFRS, PERSONAS, TELEMETRY } from "../knowledge/personas"
import { DOMAIN_IDS } from "../knowledge/domains"
import { NON_IT_DOMAINS } from "../knowledge/stage-templates"
import { makeContext, type DraftContext } from "./context"
import { clauses, goalPhrases, problemPhrases, sanitise } from "./phrases"
import { domainGoalTypes, rankedRisks, sectionPool } from "./pools"
import { endSentence, fill, listPhrase, lowerFirst, shortTitle } from "./text"
import { mainUser, proseFeatures } from "./brief-features"

const item = (pattern: string): ScopeItemDraft => {
  const [title = "", rationale = ""] = pattern.split("|")
  return { title, rationale }
}

const northStar = (ctx: DraftContext): string => {
  // the brief's own first target ("at least 80% of applications made online") is what the product steers by
  const target = goalFigures(ctx.text)[0]?.metric
  if (target) return target
  const own = DOMAIN_TELEMETRY[ctx.domain.id]?.dash_metrics[0]
  if (own) return own
  const type = domainGoalTypes(ctx)[0] ?? GOAL_TYPES[0]!
  return kpisFor(type, ctx.domain.id)[0]?.metric ?? "Weekly active users"
}

// the brief's own users lead; the domain's personas beside a lone one; another product's only when it names none (issue 33)
const personaPool = (ctx: DraftContext): Array<Persona> => {
  const own = briefPersonas(ctx)
  const others = own.length >= 2 ? [] : own.length === 1 ? PERSONAS[ctx.domain.id] : [...ctx.rng.shuffle(PERSONAS[ctx.domain.id]), ...ctx.secondary.flatMap((d) => PERSONAS[d])]
  return [...own, ...others, ...PERSONAS.general, ...DOMAIN_IDS.flatMap((d) => PERSONAS[d])].map((p) => ({ name: p.name, jtbd: p.jtbd, pains: [...p.pains] }))
}

// the pain a persona gets when the brief states none of its own
const STOCK_PAIN = "no way to do it themselves today"
const problemPeople = (ctx: DraftContext): Array<Persona> => {
  const own = briefPersonas(ctx)
  return own.length > 0 ? own.map((p) => ({ name: p.name, jtbd: p.jtbd, pains: [...p.pains] })) : personaPool(ctx)
}

/**
 * Stock goal types for outcomes and OKRs: delivery, then those whose subject the brief names ("Streamline core
 * processes" only when it speaks of processes), the others after them to make up a short list; in the domain's
 * order when the brief gives no aim of its own.
 */
// a keyword of a stock goal type that names its subject ("process", "adoption"), not any word ("time", "user")
const namesSubject = (type: GoalType, text: string): boolean =>
  type.id === "delivery" || type.keywords.some((k) => k.length >= 5 && new RegExp(`\\b${k.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(text))

const stockTypes = (ctx: DraftContext): Array<GoalType> => {
  const all = uniqueBy([...domainGoalTypes(ctx), ...GOAL_TYPES], (t) => t.id)
  if (goalFigures(ctx.text).length + goalPhrases([ctx.text]).length === 0) return all
  const licensed = [...all.filter((t) => t.id === "delivery"), ...all.filter((t) => t.id !== "delivery" && namesSubject(t, ctx.text))]
  // the others only make up a short list
  return [...licensed, ...all.filter((t) => !licensed.includes(t))]
}

/** Candidate items for one agile section. */
const agilePool = (section: AgileItemSection, ctx: DraftContext): Array<ScopeItemDraft> => {
  switch (section) {
    case "problems":
      return [
        ...problemPhrases([ctx.text]).map((p) => ({ title: shortTitle(p, 12), rationale: `Raised in the summary for ${ctx.project}.` })),
        // a pain the brief states is its own sentence ("Residents post proof of address and wait up to three weeks");
        // the brief's own people only when it names any, their stated pains before the stock one
        ...problemPeople(ctx)
          .flatMap((p) => p.pains.slice(0, 1).map((pain) => ({ title: /^[A-Z]/.test(pain) ? pain : `${p.name}s face ${pain}`, rationale: `Stops them being able to ${lowerFirst(p.jtbd)}.` })))
          .sort((a, b) => Number(a.title.endsWith(STOCK_PAIN)) - Number(b.title.endsWith(STOCK_PAIN)))
      ]
    case "outcomes":
      // the brief's own targets lead, with their figures (issue 33): stock goals only fill up
      return [
        ...goalFigures(ctx.text).map((f) => ({ title: f.goal, rationale: `${f.metric}: ${f.target}.` })),
        ...goalPhrases([ctx.text]).filter((g) => wordingProblems(g, "item").length === 0).map((g) => ({ title: g, rationale: `The change ${ctx.project} is meant to bring about.` })),
        ...stockTypes(ctx).map((t) => ({ title: fill(goalText(t, ctx.domain.id).goal, ctx.vars), rationale: fill(goalText(t, ctx.domain.id).rationale, ctx.vars) }))
      ]
    case "okrs":
      return [
        ...goalFigures(ctx.text).map((f) => ({ title: `${f.goal}: ${f.metric}`, rationale: `Key result: ${f.target}.` })),
        ...stockTypes(ctx).flatMap((t) => kpisFor(t, ctx.domain.id).map((k) => ({ title: `${fill(goalText(t, ctx.domain.id).goal, ctx.vars)}: ${k.metric}`, rationale: `Key result: ${k.target}.` })))
      ]
    case "security":
    case "performance":
    case "privacy":
    case "compliance":
      // The domain's own NFRs first; generic ones only top up.
      return [...ctx.rng.shuffle(DOMAIN_NFRS[ctx.domain.id]?.[section] ?? []), ...ctx.rng.shuffle(NFRS[section])].map(item)
    case "dor":
    case "dod":
      return DEFINITIONS[section].map(item)
    case "top_risks":
      return rankedRisks(ctx).map((r) => ({ title: fill(r.title, ctx.vars), rationale: fill(r.mitigation, ctx.vars) }))
    default:
      return sectionPool(section, ctx)
  }
}

const takeItems = (section: AgileItemSection, ctx: DraftContext, n: number): Array<ScopeItemDraft> =>
  uniqueBy(agilePool(section, ctx), (i) => i.title).slice(0, n)

const visionText = (ctx: DraftContext, summary: string): string => {
  const goal = goalPhrases([summary])[0]
  const problem = problemPhrases([summary]).find((p) => !goal || !p.toLowerCase().includes(goal.toLowerCase()))
  // the brief's own people and what it wants the product to let them do, before the domain's stock words
  const user = mainUser(summary)
  const users = user ? pluralOf(user) : ctx.domain.users
  const features = proseFeatures(summary).slice(0, 3).map((f) => lowerFirst(f.name))
  const does = goal ? lowerFirst(goal) : features.length > 0 ? `let ${users} ${listPhrase(features)}` : `make ${ctx.domain.noun} simple, fast and dependable`
  const targets = goalFigures(summary).slice(0, 2).map((f) => `${lowerFirst(f.metric)} reaches ${f.target}`)
  return [
    `For ${users}, ${ctx.project} will ${does}.`,
    problem ? `It answers a real problem: ${lowerFirst(endSentence(problem))}` : "",
    targets.length > 0
      ? `We will know it works when ${listPhrase(targets)}.`
      : `We will know it works when ${lowerFirst(northStar(ctx))} moves the right way after each ${NON_IT_DOMAINS.includes(ctx.domain.id) ? "milestone" : "release"}.`
  ].filter((s) => s.length > 0).join(" ")
}

const pluralOf = (person: string): string => (/ member$/.test(person) ? `${person}s` : person === "person" ? "people" : /(?:s|sh|ch|x)$/.test(person) ? `${person}es` : /[^aeiou]y$/.test(person) ? `${person.slice(0, -1)}ies` : `${person}s`)

export const agileQuickDraft = (req: QuickDraftRequest): AgileScopeDraft => {
  const ctx = makeContext("agileQuickDraft", req)
  const summary = sanitise(req.summary)
  return {
    vision: { text: visionText(ctx, summary), north_star_metric: northStar(ctx) },
    problems_outcomes: { problems: takeItems("problems", ctx, 3), outcomes: takeItems("outcomes", ctx, 3), okrs: takeItems("okrs", ctx, 3) },
    // the brief's own users alone when it names any (issue 33): no stock "Customer" or "Manager" beside them
    personas: uniqueBy(briefPersonas(ctx).length > 0 ? briefPersonas(ctx) : personaPool(ctx), (p) => p.name).slice(0, PERSONA_COUNT),
    nfrs: {
      security: takeItems("security", ctx, 3),
      performance: takeItems("performance", ctx, 3),
      privacy: takeItems("privacy", ctx, 3),
      compliance: takeItems("compliance", ctx, 3)
    },
    definitions: { dor: takeItems("dor", ctx, 4), dod: takeItems("dod", ctx, 4) },
    telemetry: {
      dash_metrics: uniqueBy([...(DOMAIN_TELEMETRY[ctx.domain.id]?.dash_metrics ?? []), ...ctx.rng.shuffle(TELEMETRY.dash_metrics)], (m) => m).slice(0, TELEMETRY_COUNT),
      events: uniqueBy([...(DOMAIN_TELEMETRY[ctx.domain.id]?.events ?? []), ...TELEMETRY.events], (e) => e).slice(0, 6)
    },
    assumptions: takeItems("assumptions", ctx, 4),
    constraints: takeItems("constraints", ctx, 3),
    dependencies: takeItems("dependencies", ctx, 3),
    top_risks: takeItems("top_risks", ctx, 4)
  }
}

export const expandVision = (req: ExpandVisionRequest): VisionDraft => {
  const ctx = makeContext("expandVision", req)
  const current = sanitise(req.current_text)
  const base = current.length > 0 ? endSentence(current) : visionText(ctx, req.context ?? "")
  const metric = sanitise(req.north_star_metric ?? "") || northStar(ctx)
  const user = mainUser(req.context ?? "")
  const users = user ? pluralOf(user) : ctx.domain.users
  const extra = [
    base.includes(ctx.project) ? "" : `${ctx.project} exists to make this real for ${users}.`,
    `Success means ${users} complete their most important tasks without workarounds, and the team learns from every release.`,
    `We will steer by ${lowerFirst(metric)}, reviewed at every sprint review and roadmap update.`
  ].filter((s) => s.length > 0)
  return { vision: { text: [base, ...extra].join(" "), north_star_metric: metric } }
}

export const morePersonas = (req: MorePersonasRequest): PersonasDraft => {
  const ctx = makeContext("morePersonas", req)
  const taken = req.existing.map((p) => p.name)
  const personas = uniqueBy(personaPool(ctx), (p) => p.name, taken)
  return { personas: personas.slice(0, req.count ?? PERSONA_COUNT) }
}

export const moreTelemetry = (req: MoreTelemetryRequest): TelemetryDraft => {
  const ctx = makeContext("moreTelemetry", req)
  const extra =
    req.kind === "dash_metrics"
      ? [...domainGoalTypes(ctx), ...GOAL_TYPES].flatMap((t) => kpisFor(t, ctx.domain.id).map((k) => k.metric))
      : DOMAIN_EPIC_THEMES[ctx.domain.id].flatMap((t) => {
          const key = t.name.toLowerCase().replace(/[^a-z]+/g, "_").replace(/^_|_$/g, "")
          return [`${key}_viewed`, `${key}_completed`]
        })
  const pool = [...(DOMAIN_TELEMETRY[ctx.domain.id]?.[req.kind] ?? []), ...extra, ...ctx.rng.shuffle(TELEMETRY[req.kind])]
  return { items: uniqueBy(pool, (s) => s, req.existing).slice(0, req.count ?? TELEMETRY_COUNT) }
}

export const addAgileItems = (req: AddAgileItemsRequest): ScopeItemsDraft => {
  const ctx = makeContext("addAgileItems", req)
  const fromNote = req.user_note
    ? clauses([req.user_note]).slice(0, 1).map((c) => ({ title: shortTitle(c, 12), rationale: `Requested for ${ctx.project}: ${lowerFirst(endSentence(c))}` }))
    : []
  const items = newItemsOnly([...fromNote, ...agilePool(req.section, ctx)], req.existing)
  return { items: items.filter((i) => sameTextKey(i.title).length > 0).slice(0, req.count ?? AGILE_ADD_COUNT) }
}
