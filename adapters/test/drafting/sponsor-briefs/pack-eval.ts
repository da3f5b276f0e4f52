// Issue 33's measures on the sponsor-style briefs (situation, goals with dates, money, risk context, no
// steps), each drafted as a whole pack by the offline drafter through core's pack use case, as
// `initpack pack` drafts it: expected-term coverage, risk-context items kept, malformed and unlicensed
// lines, plan finish against the deadline, budget against the money the brief names.
import { readdirSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import * as Effect from "effect/Effect"
import type { ResolvedBrief } from "@initpack/core/brief/resolve-brief"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { wordingProblems, type LineKind } from "@initpack/core/drafting/wording/line-problems"
import { unlicensedTerms } from "@initpack/core/drafting/wording/licences"
import { draftProject } from "@initpack/core/use-cases/pack/draft-project"
import { briefLimitWarnings } from "@initpack/core/rules/planning/brief-limits"
import { layer } from "@initpack/adapters/drafting/offline-drafter"
import { hasTerm } from "../eval-briefs/eval"

export interface SponsorBrief {
  readonly file: string
  readonly project_name: string
  readonly domain: string
  readonly delivery_approach: "Waterfall" | "Agile"
  readonly procurement: string
  readonly third_parties: string
  readonly clarification_answers: Record<string, string>
  readonly risk_context: string
  readonly stakeholders: ReadonlyArray<{ name: string; role: string; org: string; internal_external: string }>
  readonly currency: string
  readonly summary: string
  readonly expected_terms: ReadonlyArray<string>
  readonly deadline?: string
  readonly budget_cap?: number
  readonly risk_items: ReadonlyArray<string>
}

const here = dirname(fileURLToPath(import.meta.url))

export const loadSponsorBriefs = (): Array<SponsorBrief> =>
  readdirSync(here)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((file) => ({ ...(JSON.parse(readFileSync(join(here, file), "utf8")) as Omit<SponsorBrief, "file">), file }))

/** Briefs are planned from this day (before every deadline of the set). */
export const SPONSOR_START = "2027-01-04"

const PROCUREMENT = new Set(["None", "Software", "Hardware", "Both"])

export const toBrief = (b: SponsorBrief): ResolvedBrief => {
  const { background, ...rest } = b.clarification_answers
  return {
    project: { name: b.project_name, method: b.delivery_approach === "Agile" ? "agile" : "waterfall", start: SPONSOR_START },
    method: b.delivery_approach === "Agile" ? "agile" : "waterfall",
    start: SPONSOR_START,
    summary: b.summary,
    ...(background ? { background } : {}),
    procurement: (PROCUREMENT.has(b.procurement) ? b.procurement : "None") as ResolvedBrief["procurement"],
    third_parties: (b.third_parties === "None" ? "None" : "Vendor") as ResolvedBrief["third_parties"],
    clarifications: rest,
    stakeholders: b.stakeholders.map((s) => ({ name: s.name, role: s.role, org: s.org, internal_external: s.internal_external === "External" ? "External" : "Internal" })),
    risks: { context: b.risk_context },
    budget: { currency: b.currency }
  } as ResolvedBrief
}

export const draftPack = (b: SponsorBrief): ProjectArtefacts =>
  Effect.runSync(draftProject(toBrief(b), { now: new Date("2027-01-04T09:00:00Z") }).pipe(Effect.provide(layer)))

const norm = (s: string): string => s.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ")

interface Line {
  readonly text: string
  readonly kind: LineKind
}

/** The lines a PM reads one by one: tasks, risks, KPIs, budget lines, goals, deliverables, epics and stories. */
export const packLines = (a: ProjectArtefacts): Array<Line> => {
  const out: Array<Line> = []
  const scope = a.scope as Record<string, unknown> | undefined
  const items = (k: string) => ((scope?.[k] ?? []) as ReadonlyArray<{ title?: string } | string>).map((i) => (typeof i === "string" ? i : i.title ?? ""))
  for (const g of (scope?.["goals"] ?? []) as ReadonlyArray<{ title?: string; kpis?: ReadonlyArray<{ metric?: string }> }>) {
    out.push({ text: g.title ?? "", kind: "item" })
    for (const k of g.kpis ?? []) out.push({ text: k.metric ?? "", kind: "kpi" })
  }
  for (const d of items("deliverables")) out.push({ text: d, kind: "item" })
  for (const r of (a.wbs ?? []) as ReadonlyArray<{ parent_id?: unknown; task?: string; duration_days?: number }>)
    if (r.parent_id !== null && r.parent_id !== undefined) out.push({ text: r.task ?? "", kind: r.duration_days === 0 ? "milestone" : "task" })
  for (const r of (a.risks ?? []) as ReadonlyArray<{ title?: string }>) out.push({ text: r.title ?? "", kind: "risk" })
  for (const l of ((a.budget as { items?: ReadonlyArray<{ item?: string | null; category?: string | null }> } | undefined)?.items ?? [])) if (l.category !== "Labour") out.push({ text: l.item ?? "", kind: "item" })
  const backlog = (a as { backlog?: { epics?: ReadonlyArray<{ name?: string }>; stories?: ReadonlyArray<{ i_want?: string }> } }).backlog
  for (const e of backlog?.epics ?? []) out.push({ text: e.name ?? "", kind: "item" })
  return out.filter((l) => l.text.trim().length > 0)
}

export interface SponsorResult {
  readonly file: string
  readonly coverage: number
  readonly missing: ReadonlyArray<string>
  readonly riskItemsKept: number
  readonly riskItems: number
  /** Sentences of the risk context that a drafted risk restates (half of their words or more). */
  readonly riskSentencesKept: number
  readonly riskSentences: number
  readonly malformed: ReadonlyArray<string>
  readonly unlicensed: ReadonlyArray<string>
  readonly finish?: string
  readonly lateUnflagged: boolean
  readonly budgetShare?: number
  readonly budgetGapStated: boolean
  readonly lines: number
}

const stems = (s: string): Array<string> => (norm(s).match(/[a-z][a-z-]{2,}/g) ?? []).map((w) => w.slice(0, 5))

/** A risk-context item is kept when one drafted risk holds at least half of its words ("grid connection delay"). */
const riskKept = (item: string, risks: ReadonlyArray<{ title?: string; description?: string }>): boolean => {
  const want = stems(item)
  return risks.some((r) => {
    const have = new Set(stems(`${r.title ?? ""} ${r.description ?? ""}`))
    return want.filter((w) => have.has(w)).length * 2 >= want.length
  })
}

const riskSentences = (context: string): Array<string> =>
  context.split(/(?<=[.!?;])\s+/).map((x) => x.trim()).filter((x) => x.split(/\s+/).length >= 3)

const briefText = (b: SponsorBrief): string => [b.summary, ...Object.values(b.clarification_answers), b.risk_context].join("\n")

export const evaluateSponsor = (b: SponsorBrief): SponsorResult & { readonly pack: ProjectArtefacts } => {
  const pack = draftPack(b)
  const lines = packLines(pack)
  const all = norm(JSON.stringify(pack))
  const missing = b.expected_terms.filter((t) => !hasTerm(all, t))
  const kept = b.risk_items.filter((item) => riskKept(item, (pack.risks ?? []) as ReadonlyArray<{ title?: string; description?: string }>)).length
  const sentences = riskSentences(b.risk_context)
  const sentencesKept = sentences.filter((x) => riskKept(x, (pack.risks ?? []) as ReadonlyArray<{ title?: string; description?: string }>)).length
  const text = briefText(b)
  const malformed = lines.filter((l) => wordingProblems(l.text, l.kind).length > 0).map((l) => l.text)
  const unlicensed = lines.flatMap((l) => unlicensedTerms(l.text, text).map((t) => `${t}: ${l.text}`))
  const rows = (pack.wbs ?? []) as ReadonlyArray<{ end_date?: string | null }>
  const finish = rows.map((r) => r.end_date ?? "").filter((d) => d.length > 0).sort().at(-1)
  const total = (pack.budget as { totals?: { total?: number } } | undefined)?.totals?.total ?? 0
  const currency = (pack.budget as { config?: { currency?: string } } | undefined)?.config?.currency ?? b.currency
  // the warnings the PID, the SOW and the CLI's step lines print (core's brief limits)
  const warnings = briefLimitWarnings({ text: pack.brief_text ?? text, finish: finish ?? null, total, currency }).join(" ")
  const late = b.deadline !== undefined && finish !== undefined && finish > b.deadline
  const share = b.budget_cap ? total / b.budget_cap : undefined
  return {
    file: b.file,
    coverage: (b.expected_terms.length - missing.length) / Math.max(1, b.expected_terms.length),
    missing,
    riskItemsKept: kept,
    riskItems: b.risk_items.length,
    riskSentencesKept: sentencesKept,
    riskSentences: sentences.length,
    malformed,
    unlicensed,
    ...(finish ? { finish } : {}),
    lateUnflagged: late && !/after the (?:deadline|horizon)/.test(warnings),
    ...(share !== undefined ? { budgetShare: share } : {}),
    budgetGapStated: /the brief names|above the cap/.test(warnings),
    lines: lines.length,
    pack
  }
}
