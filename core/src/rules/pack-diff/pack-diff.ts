// What changed between two drafts of a project (`initpack diff`): scope items, risks (added, removed,
// re-rated), WBS or agile schedule (tasks, finish date), budget (lines, total) and stakeholders.
// Items are matched by their names (case and spacing ignored); repeated names by their order.
import type {
  BudgetItemInput,
  ProjectArtefacts,
  RiskInput,
  ScopeItemLike,
  StakeholderInput
} from "../../document/artefacts"
import { itemTitle } from "../../document/read-items"
import { scheduleOfArtefacts } from "../planning/exchange/schedule-of-artefacts"
import { riskRag } from "../risk/risk-rag"
import { toScaleValue } from "../risk/risk-scale"

export interface Change<T> {
  readonly from: T
  readonly to: T
}

export interface ScopeSectionDiff {
  readonly section: string
  readonly added: ReadonlyArray<string>
  readonly removed: ReadonlyArray<string>
}

export interface RiskRating {
  readonly likelihood: string
  readonly impact: string
  /** likelihood x impact, null when either is off the 1-5 scale. */
  readonly score: number | null
  readonly rag: string | null
}

export interface RiskDiff {
  readonly added: ReadonlyArray<{ readonly title: string; readonly rating: RiskRating }>
  readonly removed: ReadonlyArray<{ readonly title: string; readonly rating: RiskRating }>
  readonly rerated: ReadonlyArray<{ readonly title: string } & Change<RiskRating>>
}

export interface TaskFacts {
  readonly duration_days: number | null
  readonly start_date: string | null
  readonly end_date: string | null
}

export interface WbsDiff {
  readonly added: ReadonlyArray<string>
  readonly removed: ReadonlyArray<string>
  readonly changed: ReadonlyArray<{ readonly task: string } & Change<TaskFacts>>
  /** The latest end date of all tasks, when it moved. */
  readonly finish: Change<string | null> | null
  /** Tasks on both sides that the scheduling engine now finds critical (became) or no longer does (left). */
  readonly critical: { readonly became: ReadonlyArray<string>; readonly left: ReadonlyArray<string> }
}

export interface BudgetLine {
  readonly category: string
  readonly item: string
  readonly cost: number
}

export interface BudgetDiff {
  readonly currency: string
  readonly added: ReadonlyArray<BudgetLine>
  readonly removed: ReadonlyArray<BudgetLine>
  readonly changed: ReadonlyArray<{ readonly category: string; readonly item: string } & Change<number>>
  readonly total: Change<number> | null
}

export interface StakeholderDiff {
  readonly added: ReadonlyArray<string>
  readonly removed: ReadonlyArray<string>
  /** Same name, other role, board role, influence, interest or RACI. */
  readonly changed: ReadonlyArray<{ readonly name: string; readonly fields: ReadonlyArray<string> }>
}

export interface PackDiff {
  readonly equal: boolean
  readonly project: { readonly name: Change<string>; readonly method: Change<string> }
  readonly scope: ReadonlyArray<ScopeSectionDiff>
  readonly risks: RiskDiff
  readonly wbs: WbsDiff
  readonly budget: BudgetDiff
  readonly stakeholders: StakeholderDiff
}

type Opt<T> = T | null | undefined

const key = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, " ")

/** name -> item, a repeated name keyed by its occurrence ("task", "task#2"). */
const keyed = <T>(items: ReadonlyArray<T>, name: (item: T) => string): Map<string, { readonly name: string; readonly item: T }> => {
  const out = new Map<string, { name: string; item: T }>()
  const seen = new Map<string, number>()
  for (const item of items) {
    const n = name(item).trim()
    if (n === "") continue
    const k = key(n)
    const count = (seen.get(k) ?? 0) + 1
    seen.set(k, count)
    out.set(count === 1 ? k : `${k}#${count}`, { name: n, item })
  }
  return out
}

interface Matched<T> {
  readonly added: ReadonlyArray<{ readonly name: string; readonly item: T }>
  readonly removed: ReadonlyArray<{ readonly name: string; readonly item: T }>
  readonly both: ReadonlyArray<{ readonly name: string; readonly from: T; readonly to: T }>
}

const match = <T>(before: ReadonlyArray<T>, after: ReadonlyArray<T>, name: (item: T) => string): Matched<T> => {
  const a = keyed(before, name)
  const b = keyed(after, name)
  return {
    added: [...b].filter(([k]) => !a.has(k)).map(([, v]) => v),
    removed: [...a].filter(([k]) => !b.has(k)).map(([, v]) => v),
    both: [...b].filter(([k]) => a.has(k)).map(([k, v]) => ({ name: v.name, from: a.get(k)!.item, to: v.item }))
  }
}

const list = <T>(value: Opt<ReadonlyArray<T>>): ReadonlyArray<T> => (Array.isArray(value) ? value : [])

// --- scope

const WATERFALL_SECTIONS = ["goals", "deliverables", "assumptions", "constraints", "dependencies", "out_of_scope"] as const

/** The scope's item lists by section name, for either method (agile: vision, outcomes, NFRs, ...). */
const scopeSections = (a: ProjectArtefacts): ReadonlyArray<readonly [string, ReadonlyArray<ScopeItemLike>]> => {
  const sections: Array<readonly [string, ReadonlyArray<ScopeItemLike>]> = []
  const w = a.scope as Opt<Record<string, unknown>>
  if (w != null) for (const s of WATERFALL_SECTIONS) sections.push([s, list(w[s] as Opt<ReadonlyArray<ScopeItemLike>>)])
  const g = a.agileScope
  if (g != null) {
    sections.push(["vision", g.vision?.text ? [g.vision.text] : []])
    sections.push(["problems", list(g.problems_outcomes?.problems)])
    sections.push(["outcomes", list(g.problems_outcomes?.outcomes)])
    sections.push(["okrs", list(g.problems_outcomes?.okrs)])
    sections.push(["personas", list(g.personas).map((p) => p.name ?? "")])
    for (const n of ["security", "performance", "privacy", "compliance"] as const) sections.push([`nfrs.${n}`, list(g.nfrs?.[n])])
    sections.push(["assumptions", list(g.assumptions)])
    sections.push(["constraints", list(g.constraints)])
    sections.push(["dependencies", list(g.dependencies)])
  }
  return sections
}

const diffScope = (before: ProjectArtefacts, after: ProjectArtefacts): ReadonlyArray<ScopeSectionDiff> => {
  const a = new Map(scopeSections(before))
  const b = new Map(scopeSections(after))
  const names = [...new Set([...a.keys(), ...b.keys()])]
  return names
    .map((section) => {
      const m = match(a.get(section) ?? [], b.get(section) ?? [], itemTitle)
      return { section, added: m.added.map((x) => x.name), removed: m.removed.map((x) => x.name) }
    })
    .filter((s) => s.added.length > 0 || s.removed.length > 0)
}

// --- risks

const text = (value: Opt<string | number>): string => (value == null ? "" : String(value))

export const riskRating = (r: RiskInput): RiskRating => {
  const rag = riskRag({ likelihood: r.likelihood, impact: r.impact })
  return { likelihood: text(r.likelihood), impact: text(r.impact), score: rag?.score ?? null, rag: rag?.label ?? null }
}

/** The same point of the 1-5 scale ("3" and "Medium" are one), else the same text. */
const samePoint = (x: string, y: string): boolean => {
  const a = toScaleValue(x)
  const b = toScaleValue(y)
  return a !== undefined && b !== undefined ? a === b : key(x) === key(y)
}

const sameRating = (x: RiskRating, y: RiskRating): boolean => samePoint(x.likelihood, y.likelihood) && samePoint(x.impact, y.impact)

const diffRisks = (before: ProjectArtefacts, after: ProjectArtefacts): RiskDiff => {
  const m = match(list(before.risks), list(after.risks), (r) => r.title ?? "")
  return {
    added: m.added.map((x) => ({ title: x.name, rating: riskRating(x.item) })),
    removed: m.removed.map((x) => ({ title: x.name, rating: riskRating(x.item) })),
    rerated: m.both
      .map((x) => ({ title: x.name, from: riskRating(x.from), to: riskRating(x.to) }))
      .filter((x) => !sameRating(x.from, x.to))
  }
}

// --- WBS (waterfall) or schedule (agile)

interface Task {
  readonly name: string
  readonly facts: TaskFacts
}

const tasksOf = (a: ProjectArtefacts): ReadonlyArray<Task> => {
  const fact = (t: { duration_days?: Opt<number>; start_date?: Opt<string>; end_date?: Opt<string> }): TaskFacts => ({
    duration_days: t.duration_days ?? null,
    start_date: t.start_date ?? null,
    end_date: t.end_date ?? null
  })
  const wbs = list(a.wbs).map((t) => ({ name: t.task ?? "", facts: fact(t) }))
  const schedule = list(a.schedule?.tasks).map((t) => ({ name: t.title ?? t.task ?? "", facts: fact(t) }))
  return [...wbs, ...schedule]
}

/** The latest end date (YYYY-MM-DD sorts as text). */
export const finishDate = (tasks: ReadonlyArray<{ readonly facts: TaskFacts }>): string | null =>
  tasks.reduce<string | null>((latest, t) => (t.facts.end_date != null && (latest === null || t.facts.end_date > latest) ? t.facts.end_date : latest), null)

const sameFacts = (x: TaskFacts, y: TaskFacts): boolean => x.duration_days === y.duration_days && x.start_date === y.start_date && x.end_date === y.end_date

// float in working days does not depend on the start date, so an undated plan may start on any Monday
const UNDATED_START = "2001-01-01"

/** Each task's critical flag from the scheduling engine, in the order tasksOf lists them (none when the links make a cycle). */
const criticalFlags = (a: ProjectArtefacts): ReadonlyArray<{ readonly name: string; readonly critical: boolean }> =>
  (scheduleOfArtefacts(a, UNDATED_START)?.tasks ?? []).map((t) => ({ name: t.name, critical: t.critical }))

const diffCritical = (before: ProjectArtefacts, after: ProjectArtefacts): WbsDiff["critical"] => {
  const m = match(criticalFlags(before), criticalFlags(after), (t) => t.name)
  return {
    became: m.both.filter((x) => !x.from.critical && x.to.critical).map((x) => x.name),
    left: m.both.filter((x) => x.from.critical && !x.to.critical).map((x) => x.name)
  }
}

const diffWbs = (before: ProjectArtefacts, after: ProjectArtefacts): WbsDiff => {
  const a = tasksOf(before)
  const b = tasksOf(after)
  const m = match(a, b, (t) => t.name)
  const from = finishDate(a)
  const to = finishDate(b)
  return {
    added: m.added.map((x) => x.name),
    removed: m.removed.map((x) => x.name),
    changed: m.both.filter((x) => !sameFacts(x.from.facts, x.to.facts)).map((x) => ({ task: x.name, from: x.from.facts, to: x.to.facts })),
    finish: from === to ? null : { from, to },
    critical: diffCritical(before, after)
  }
}

// --- budget

const lineName = (i: BudgetItemInput): string => `${i.category ?? ""} / ${i.item ?? ""}`
const toLine = (i: BudgetItemInput): BudgetLine => ({ category: i.category ?? "", item: i.item ?? "", cost: i.estimated_cost ?? 0 })

/** The budget total: the saved grand total, else the sum of the lines. */
export const budgetTotal = (a: ProjectArtefacts): number => {
  const totals = a.budget?.totals
  const saved = totals?.grand ?? totals?.total
  return saved ?? list(a.budget?.items).reduce((sum, i) => sum + (i.estimated_cost ?? 0), 0)
}

const diffBudget = (before: ProjectArtefacts, after: ProjectArtefacts): BudgetDiff => {
  const m = match(list(before.budget?.items), list(after.budget?.items), (i) => (i.item == null || i.item.trim() === "" ? "" : lineName(i)))
  const from = budgetTotal(before)
  const to = budgetTotal(after)
  return {
    currency: after.budget?.config?.currency ?? before.budget?.config?.currency ?? "",
    added: m.added.map((x) => toLine(x.item)),
    removed: m.removed.map((x) => toLine(x.item)),
    changed: m.both
      .filter((x) => (x.from.estimated_cost ?? 0) !== (x.to.estimated_cost ?? 0))
      .map((x) => ({ category: x.to.category ?? "", item: x.to.item ?? "", from: x.from.estimated_cost ?? 0, to: x.to.estimated_cost ?? 0 })),
    total: from === to ? null : { from, to }
  }
}

// --- stakeholders

const RACI = ["R", "A", "C", "I"] as const
const raci = (s: StakeholderInput): string => RACI.filter((l) => s[l] === true).join("")

const STAKEHOLDER_FIELDS: ReadonlyArray<readonly [string, (s: StakeholderInput) => string]> = [
  ["role", (s) => s.role ?? ""],
  ["board role", (s) => s.board_role ?? ""],
  ["influence", (s) => text(s.influence)],
  ["interest", (s) => text(s.interest)],
  ["RACI", raci]
]

const diffStakeholders = (before: ProjectArtefacts, after: ProjectArtefacts): StakeholderDiff => {
  const m = match(list(before.stakeholders), list(after.stakeholders), (s) => s.name ?? "")
  return {
    added: m.added.map((x) => x.name),
    removed: m.removed.map((x) => x.name),
    changed: m.both
      .map((x) => ({ name: x.name, fields: STAKEHOLDER_FIELDS.filter(([, get]) => get(x.from) !== get(x.to)).map(([f]) => f) }))
      .filter((x) => x.fields.length > 0)
  }
}

/** Differences between two drafts of a project; `equal` when none of the compared parts changed. */
export const diffPacks = (before: ProjectArtefacts, after: ProjectArtefacts): PackDiff => {
  const scope = diffScope(before, after)
  const risks = diffRisks(before, after)
  const wbs = diffWbs(before, after)
  const budget = diffBudget(before, after)
  const stakeholders = diffStakeholders(before, after)
  const project = {
    name: { from: before.project.name, to: after.project.name },
    method: { from: before.project.method, to: after.project.method }
  }
  const equal =
    project.name.from === project.name.to &&
    project.method.from === project.method.to &&
    scope.length === 0 &&
    risks.added.length + risks.removed.length + risks.rerated.length === 0 &&
    wbs.added.length + wbs.removed.length + wbs.changed.length === 0 &&
    wbs.finish === null &&
    wbs.critical.became.length + wbs.critical.left.length === 0 &&
    budget.added.length + budget.removed.length + budget.changed.length === 0 &&
    budget.total === null &&
    stakeholders.added.length + stakeholders.removed.length + stakeholders.changed.length === 0
  return { equal, project, scope, risks, wbs, budget, stakeholders }
}
