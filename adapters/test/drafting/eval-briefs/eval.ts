// Faithfulness evaluation of the offline drafter on briefs it was not built from (one JSON file each).
// Per brief: share of the terms a PM would expect that appear in the WBS or backlog and the risk register,
// hits of another domain's vocabulary, named parties found in the draft, deadline and budget cap honoured or flagged.
import { readdirSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import * as Effect from "effect/Effect"
import type { DrafterService } from "@initpack/core/ports/drafter"
import { briefLimitWarnings } from "@initpack/core/rules/planning/brief-limits"
import { fitWbsToDeadline } from "@initpack/core/use-cases/pack/deadline-fit"
import { planSpan, wbsRows } from "@initpack/core/use-cases/pack/wbs-rows"
import * as Either from "effect/Either"
import { briefFacts } from "@initpack/adapters/drafting/offline/brief-facts"
import { draftEverything, type Brief, type FullDraft } from "../../../../tests/fixtures/briefs/briefs"

export interface EvalBrief extends Omit<Brief, "expected_domain" | "phrases"> {
  /** The kind of project, for counting the domains the set covers ("healthcare", "events"). */
  readonly domain: string
  readonly expected_terms: ReadonlyArray<string>
  /** Domain templates the brief is about (often none); every other domain's vocabulary is foreign to it. */
  readonly template_domains: ReadonlyArray<string>
  /** Parties the brief names, which the draft must name too. */
  readonly named: ReadonlyArray<string>
  /** ISO date. */
  readonly deadline?: string
  readonly budget_cap?: number
}

/** Words and phrases that belong to one domain's template and mean nothing in another's. */
export const DOMAIN_VOCABULARY: Record<string, ReadonlyArray<string>> = {
  software: ["ci/cd", "microservice", "api ", "apis", "sprint demo", "code review", "hypercare", "user acceptance testing", "go-live"],
  mobile: ["app store", "store review", "ios", "android", "push notification", "device matrix"],
  infrastructure: ["data centre", "virtual server", "workloads", "firewall", "harden target environment", "network cutover"],
  devices: ["wi-fi", "enrol", "handheld", "device fleet", "asset-tag", "mdm"],
  data: ["etl", "extract, transform and load", "trial load", "source data", "profile source", "data warehouse"],
  erp: ["erp", "month-end", "fit and gaps", "chart of accounts", "general ledger"],
  compliance: ["statement of applicability", "stage 2 audit", "stage 1 audit", "certification body", "nonconformit", "isms"],
  construction: ["head contractor", "demolish", "practical completion", "fit-out", "as-built", "joinery"],
  marketing: ["media plan", "landing page", "creative agency", "creative concepts", "campaign", "media buy"]
}

const here = dirname(fileURLToPath(import.meta.url))

export const loadEvalBriefs = (): Array<EvalBrief & { file: string }> =>
  readdirSync(here)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => ({ ...(JSON.parse(readFileSync(join(here, file), "utf8")) as EvalBrief), file }))

const norm = (s: string): string => s.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ")

/** A term counts when its words (or their first five letters: "recommission" ~ "recommissioning") appear together. */
export const hasTerm = (text: string, term: string): boolean => {
  const t = norm(term)
  if (text.includes(t)) return true
  const stems = t.split(/[\s-]+/).map((w) => w.slice(0, Math.max(4, Math.min(6, w.length - 1))))
  return new RegExp(stems.map((s) => `\\b${s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}[a-z'-]*`).join("[\\s-]+(?:[a-z'-]+[\\s-]+)?")).test(text)
}

export interface EvalResult {
  readonly file: string
  readonly coverage: number
  readonly missing: ReadonlyArray<string>
  readonly foreign: ReadonlyArray<string>
  readonly namedMissing: ReadonlyArray<string>
  readonly deadlineOk: boolean
  readonly capOk: boolean
}

const planText = (d: FullDraft, agile: boolean): string =>
  norm(
    [
      ...d.draftWbs.response.phases.flatMap((p) => p.tasks.map((t) => t.task)),
      ...d.draftRiskRegister.response.risks.flatMap((r) => [r.title, r.description, r.mitigation]),
      ...(agile ? [...d.draftEpics.response.epics.map((e) => e.name), ...d.draftStories.response.stories.flatMap((s) => [s.i_want, s.so_that])] : [])
    ].join("\n")
  )

const everything = (d: FullDraft): string => norm(JSON.stringify(Object.values(d).map((r) => (r as { response: unknown }).response)))

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

export const evaluate = (drafter: DrafterService, brief: EvalBrief & { file: string }): EvalResult & { draft: FullDraft } => {
  const draft = Effect.runSync(draftEverything(drafter, { ...brief, expected_domain: "", phrases: [] }))
  const agile = brief.delivery_approach === "Agile"
  const plan = planText(draft, agile)
  const missing = brief.expected_terms.filter((t) => !hasTerm(plan, t))
  const tasksAndRisks = norm(
    [
      ...draft.draftWbs.response.phases.flatMap((p) => p.tasks.map((t) => t.task)),
      ...draft.draftRiskRegister.response.risks.flatMap((r) => [r.title, r.mitigation]),
      ...(agile ? [...draft.draftStories.response.stories.map((s) => s.i_want), ...draft.draftEpics.response.epics.map((e) => e.name)] : [])
    ].join("\n")
  )
  const own = norm(JSON.stringify({ ...brief, template_domains: [] }))
  const foreignDomains = Object.keys(DOMAIN_VOCABULARY).filter((d) => !brief.template_domains.includes(d))
  const foreign = foreignDomains.flatMap((d) => (DOMAIN_VOCABULARY[d] ?? []).filter((w) => tasksAndRisks.includes(w) && !own.includes(w)).map((w) => `${d}: ${w}`))
  const all = everything(draft)
  const namedMissing = brief.named.filter((n) => !all.includes(norm(n)))
  // the deadline is carried into the scope's constraints and the WBS as a milestone
  const deadlineOk = (() => {
    if (!brief.deadline) return true
    const d = new Date(`${brief.deadline}T00:00:00Z`)
    const spoken = norm(`${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`)
    const year = String(d.getUTCFullYear())
    const constraints = norm(draft.draftScope.response.constraints.map((c) => `${c.title} ${c.rationale}`).join(" "))
    const wbs = norm(draft.draftWbs.response.phases.flatMap((p) => p.tasks.map((t) => t.task)).join(" "))
    return (constraints.includes(spoken) || constraints.includes(year)) && (wbs.includes(spoken) || wbs.includes(year))
  })()
  // the budget cap is stated in the constraints, and no budget total above it goes unflagged
  const capOk = (() => {
    if (!brief.budget_cap) return true
    const constraints = norm(draft.draftScope.response.constraints.map((c) => `${c.title} ${c.rationale}`).join(" "))
    const total = draft.budgetExtras.response.items.reduce((s, i) => s + i.estimated_cost, 0)
    const flagged = draft.budgetExtras.response.items.some((i) => /above the cap/i.test(i.justification))
    return /cap|budget|funding/.test(constraints) && (total <= brief.budget_cap || flagged)
  })()
  const coverage = (brief.expected_terms.length - missing.length) / Math.max(1, brief.expected_terms.length)
  return { file: brief.file, coverage, missing, foreign, namedMissing, deadlineOk, capOk, draft }
}

/** When the evaluation assumes a brief is planned, unless it states its own start. */
export const EVAL_TODAY = "2026-01-05"

/** The brief's words a PM would hand the planner: summary, clarification answers and risk context. */
export const briefText = (b: EvalBrief): string => [b.summary ?? "", ...Object.values(b.clarification_answers ?? {}), b.risk_context ?? ""].join("\n")

/** The drafted WBS dated from the brief's start (else EVAL_TODAY) before and after fitting it to the deadline. */
export const deadlineFit = (b: EvalBrief & { file: string }, draft: FullDraft) => {
  const text = briefText(b)
  const stated = briefFacts(text).start?.date?.toISOString().slice(0, 10)
  // a start read on the deadline itself ("live from 1 July") is no start
  const start = stated !== undefined && stated < (b.deadline ?? "9999") ? stated : EVAL_TODAY
  const wbs = draft.draftWbs.response
  const drafted = Either.getOrThrow(wbsRows(wbs, start))
  const fit = fitWbsToDeadline(wbs, start, text)
  const fitted = planSpan(Either.getOrThrow(wbsRows(fit.draft, start))).end ?? start
  const warning = briefLimitWarnings({ text, finish: fitted })[0]
  return { file: b.file, start, deadline: b.deadline ?? "", drafted: planSpan(drafted).end ?? start, fitted, factor: fit.factor, warning }
}
