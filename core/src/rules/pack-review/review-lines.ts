// The lines of a drafted project a user reviews before it is saved (issue 35): one per scope item, stakeholder,
// risk, WBS or schedule row, budget line, comms entry, epic and story, each with a stable key; unticked keys
// are removed by the same rules in the browser (totals) and on the server (the save).
import type { ProjectArtefacts, ScopeItemLike } from "../../document/artefacts"
import { budgetTotals } from "../budget/budget-totals"

export type ReviewModule =
  | "scope"
  | "agile_scope"
  | "stakeholders"
  | "risks"
  | "wbs"
  | "execution_summary"
  | "budget"
  | "comms"
  | "epics"
  | "stories"
  | "schedule"

export interface ReviewLine {
  readonly key: string
  readonly module: ReviewModule
  /** What the line says, in one line. */
  readonly text: string
  /** The section inside the module ("Goals", "Channels"), or "". */
  readonly section: string
  /** Tree depth of a WBS or schedule row (0 elsewhere). */
  readonly depth: number
}

export const REVIEW_MODULE_LABELS: Readonly<Record<ReviewModule, string>> = {
  scope: "Scope",
  agile_scope: "Agile scope",
  stakeholders: "Stakeholders & RACI",
  risks: "Risk register",
  wbs: "WBS",
  execution_summary: "Execution summary",
  budget: "Budget",
  comms: "Comms plan",
  epics: "Epics",
  stories: "Stories",
  schedule: "Schedule"
}

/** The modules of each method in the module order of waterfall.md and agile.md §1. */
export const reviewModules = (method: "waterfall" | "agile"): ReadonlyArray<ReviewModule> =>
  method === "agile"
    ? ["agile_scope", "epics", "stories", "schedule", "risks", "budget", "stakeholders", "comms"]
    : ["scope", "stakeholders", "risks", "wbs", "execution_summary", "budget", "comms"]

const SCOPE_SECTIONS = [
  ["goals", "Goals"],
  ["deliverables", "Deliverables"],
  ["assumptions", "Assumptions"],
  ["constraints", "Constraints"],
  ["dependencies", "Dependencies"],
  ["out_of_scope", "Out of scope"],
  ["phases", "Phases"],
  ["risks", "Risks"],
  ["questions", "Questions"]
] as const

export const COMMS_LISTS = [
  ["objectives", "Objectives"],
  ["audiences", "Audiences"],
  ["channels", "Channels"],
  ["key_messages", "Key messages"],
  ["governance", "Governance"],
  ["risks_mitigations", "Risks and mitigations"]
] as const

type AgileList = "problems" | "outcomes" | "okrs" | "personas" | "security" | "performance" | "privacy" | "compliance" | "dor" | "dod" | "assumptions" | "constraints" | "dependencies" | "top_risks"
export const AGILE_LISTS: ReadonlyArray<readonly [AgileList, string]> = [
  ["problems", "Problems"],
  ["outcomes", "Outcomes"],
  ["okrs", "OKRs"],
  ["personas", "Personas"],
  ["security", "Security NFRs"],
  ["performance", "Performance NFRs"],
  ["privacy", "Privacy NFRs"],
  ["compliance", "Compliance NFRs"],
  ["dor", "Definition of ready"],
  ["dod", "Definition of done"],
  ["assumptions", "Assumptions"],
  ["constraints", "Constraints"],
  ["dependencies", "Dependencies"],
  ["top_risks", "Top risks"]
]

type Scope = NonNullable<ProjectArtefacts["agileScope"]>
/** The list of an agile scope a key names, and how to put a shorter one back. */
export const agileList = (scope: Scope, list: AgileList): { readonly items: ReadonlyArray<unknown>; readonly put: (items: ReadonlyArray<unknown>) => Scope } => {
  const po = scope.problems_outcomes ?? {}
  const nfrs = scope.nfrs ?? {}
  const defs = scope.definitions ?? {}
  switch (list) {
    case "problems":
    case "outcomes":
    case "okrs":
      return { items: po[list] ?? [], put: (items) => ({ ...scope, problems_outcomes: { ...po, [list]: items } }) }
    case "security":
    case "performance":
    case "privacy":
    case "compliance":
      return { items: nfrs[list] ?? [], put: (items) => ({ ...scope, nfrs: { ...nfrs, [list]: items } }) }
    case "dor":
    case "dod":
      return { items: defs[list] ?? [], put: (items) => ({ ...scope, definitions: { ...defs, [list]: items } }) }
    default:
      return { items: scope[list] ?? [], put: (items) => ({ ...scope, [list]: items }) }
  }
}

const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "")
export const itemText = (item: ScopeItemLike | unknown): string => {
  if (typeof item === "string") return item
  if (item === null || typeof item !== "object") return ""
  const o = item as Record<string, unknown>
  return str(o["title"] ?? o["name"] ?? o["text"] ?? o["line"] ?? o["channel"] ?? o["segment"] ?? o["forum"] ?? o["risk"] ?? o["audience"] ?? o["message"] ?? "")
}
/** A line's text as the review (and its saved provenance) reads it. */
export const lineText = (text: string): string => text.trim() || "(blank)"

const commsText = (list: string, item: unknown): string => {
  const o = (item ?? {}) as Record<string, unknown>
  if (list === "key_messages") return `${str(o["audience"])}: ${str(o["message"])}`
  if (list === "channels") return `${str(o["channel"])}: ${str(o["purpose"])} (${str(o["cadence"])})`
  if (list === "governance") return `${str(o["forum"])} (${str(o["cadence"])})`
  if (list === "risks_mitigations") return `${str(o["risk"])}: ${str(o["mitigation"])}`
  if (list === "audiences") return `${str(o["segment"])}${o["who"] ? `: ${str(o["who"])}` : ""}`
  return itemText(item)
}

/** Depth of each row of a tree by its parent links. */
const depths = (rows: ReadonlyArray<{ readonly id?: unknown; readonly parent_id?: unknown }>): Map<string, number> => {
  const parent = new Map(rows.map((r) => [str(r.id), r.parent_id == null ? "" : str(r.parent_id)]))
  const out = new Map<string, number>()
  for (const r of rows) {
    let d = 0
    let p = parent.get(str(r.id)) ?? ""
    while (p !== "" && d < 20) {
      d++
      p = parent.get(p) ?? ""
    }
    out.set(str(r.id), d)
  }
  return out
}

const money = (n: number | null | undefined, currency: string): string => `${currency} ${Math.round(n ?? 0).toLocaleString("en")}`.trim()

// the text of each kind of line, shared with the module saves that drop an edited line's provenance (issue 35)
export const commsLineText = (list: string, item: unknown): string => lineText(commsText(list, item))
export const epicLineText = (e: { readonly key?: unknown; readonly name?: unknown }): string => lineText(`${str(e.key)} ${str(e.name)}`)
export const storyLineText = (s: { readonly as_a?: unknown; readonly i_want?: unknown; readonly points?: number | null | undefined }): string =>
  lineText(`As a ${str(s.as_a)}, I want ${str(s.i_want)}${s.points != null ? ` (${s.points} pts)` : ""}`)
/** The execution summary's one line: its first paragraph line. */
export const summaryLineText = (md: string): string => lineText(md.split("\n").find((l) => l.trim() !== "" && !l.startsWith("#")) ?? md)
export const budgetLineText = (b: { readonly item?: unknown; readonly estimated_cost?: number | null | undefined }, currency: string): string =>
  lineText(`${str(b.item)}: ${money(b.estimated_cost, currency)}`)

/** Every line of the drafted project, module by module in the method's order. */
export const reviewLines = (a: ProjectArtefacts): Array<ReviewLine> => {
  const out: Array<ReviewLine> = []
  const add = (module: ReviewModule, key: string, text: string, section = "", depth = 0) => out.push({ key, module, text: lineText(text), section, depth })
  for (const [section, label] of SCOPE_SECTIONS) (a.scope?.[section] ?? []).forEach((item, i) => add("scope", `scope.${section}.${i}`, itemText(item), label))
  if (a.agileScope) {
    const vision = a.agileScope.vision?.text
    if (vision) add("agile_scope", "agile_scope.vision", vision, "Vision")
    for (const [list, label] of AGILE_LISTS) agileList(a.agileScope, list).items.forEach((item, i) => add("agile_scope", `agile_scope.${list}.${i}`, itemText(item), label))
  }
  for (const e of a.epics ?? []) add("epics", `epics.${str(e.id)}`, epicLineText(e))
  for (const s of a.stories ?? []) add("stories", `stories.${str(s.id)}`, storyLineText(s))
  const schedule = a.schedule?.tasks ?? []
  const scheduleDepth = depths(schedule)
  for (const t of schedule) add("schedule", `schedule.${str(t.id)}`, `${str(t.title ?? t.task)}${t.end_date ? ` (to ${t.end_date})` : ""}`, "", scheduleDepth.get(str(t.id)) ?? 0)
  for (const [i, s] of (a.stakeholders ?? []).entries()) add("stakeholders", `stakeholders.${i}`, `${str(s.name)}${s.role ? ` (${s.role})` : ""}`)
  for (const [i, r] of (a.risks ?? []).entries()) add("risks", `risks.${i}`, `${str(r.title)} (${str(r.likelihood)} likelihood, ${str(r.impact)} impact)`)
  const wbs = a.wbs ?? []
  const wbsDepth = depths(wbs)
  for (const r of wbs) add("wbs", `wbs.${str(r.id)}`, `${str(r.id)} ${str(r.task)}${r.duration_days != null ? ` (${r.duration_days} days)` : ""}`, "", wbsDepth.get(str(r.id)) ?? 0)
  if (a.executionSummary?.content_md) add("execution_summary", "execution_summary", summaryLineText(a.executionSummary.content_md))
  const currency = a.budget?.config?.currency ?? ""
  for (const [i, b] of (a.budget?.items ?? []).entries()) add("budget", `budget.${i}`, budgetLineText(b, currency), str(b.category))
  for (const [list, label] of COMMS_LISTS) (a.comms?.[list] ?? []).forEach((item, i) => add("comms", `comms.${list}.${i}`, commsLineText(list, item), label))
  return out
}

const keep = <A>(items: ReadonlyArray<A> | null | undefined, keyOf: (a: A, i: number) => string, removed: ReadonlySet<string>): Array<A> | undefined =>
  items == null ? undefined : items.filter((a, i) => !removed.has(keyOf(a, i)))

/** Rows of a tree without the removed ones and their descendants. */
const keepTree = <A extends { readonly id?: unknown; readonly parent_id?: unknown }>(rows: ReadonlyArray<A>, prefix: string, removed: ReadonlySet<string>): Array<A> => {
  const gone = new Set<string>()
  for (const r of rows) if (removed.has(`${prefix}.${str(r.id)}`) || (r.parent_id != null && gone.has(str(r.parent_id)))) gone.add(str(r.id))
  // a row listed before its parent (not the drafters' order) still goes with it
  let grew = true
  while (grew) {
    grew = false
    for (const r of rows) if (!gone.has(str(r.id)) && r.parent_id != null && gone.has(str(r.parent_id))) (gone.add(str(r.id)), (grew = true))
  }
  return rows.filter((r) => !gone.has(str(r.id)))
}

/**
 * The draft without the unticked lines: a removed WBS or schedule row takes its sub-rows, a removed epic its
 * stories, a removed story leaves the release lanes; the budget's totals are summed again.
 */
export const withoutLines = (a: ProjectArtefacts, removedKeys: ReadonlyArray<string>): ProjectArtefacts => {
  const removed = new Set(removedKeys)
  if (removed.size === 0) return a
  const scope = a.scope
    ? { ...a.scope, ...Object.fromEntries(SCOPE_SECTIONS.map(([s]) => [s, keep(a.scope?.[s], (_, i) => `scope.${s}.${i}`, removed)])) }
    : a.scope
  let agileScope = a.agileScope
  if (agileScope) {
    if (removed.has("agile_scope.vision")) agileScope = { ...agileScope, vision: { ...agileScope.vision, text: "" } }
    for (const [list] of AGILE_LISTS) {
      const { items, put } = agileList(agileScope, list)
      agileScope = put(items.filter((_, i) => !removed.has(`agile_scope.${list}.${i}`)))
    }
  }
  const epics = keep(a.epics, (e) => `epics.${str(e.id)}`, removed)
  const epicIds = new Set((epics ?? []).map((e) => str(e.id)))
  const stories = keep(a.stories, (s) => `stories.${str(s.id)}`, removed)?.filter((s) => s.epic_id == null || a.epics == null || epicIds.has(str(s.epic_id)))
  const storyIds = new Set((stories ?? []).map((s) => str(s.id)))
  const lanes = a.release?.lanes
  const release = a.release && lanes
    ? { ...a.release, lanes: { now: (lanes.now ?? []).filter((e) => storyIds.has(str(e.story_id))), next: (lanes.next ?? []).filter((e) => storyIds.has(str(e.story_id))), later: (lanes.later ?? []).filter((e) => storyIds.has(str(e.story_id))) } }
    : a.release
  const budgetItems = keep(a.budget?.items, (_, i) => `budget.${i}`, removed)
  const budget = a.budget && budgetItems
    ? { ...a.budget, items: budgetItems, totals: ((t) => ({ ...t, grand: t.total }))(budgetTotals(budgetItems.map((b) => ({ ...b, estimated_cost: b.estimated_cost ?? 0 })), a.budget.config?.contingency_pct ?? 0)) }
    : a.budget
  const comms = a.comms ? { ...a.comms, ...Object.fromEntries(COMMS_LISTS.map(([l]) => [l, keep(a.comms?.[l] as ReadonlyArray<unknown> | undefined, (_, i) => `comms.${l}.${i}`, removed)])) } : a.comms
  return {
    ...a,
    ...(scope ? { scope } : {}),
    ...(agileScope ? { agileScope } : {}),
    ...(a.stakeholders ? { stakeholders: keep(a.stakeholders, (_, i) => `stakeholders.${i}`, removed) } : {}),
    ...(a.risks ? { risks: keep(a.risks, (_, i) => `risks.${i}`, removed) } : {}),
    ...(a.wbs ? { wbs: keepTree(a.wbs, "wbs", removed) } : {}),
    ...(a.executionSummary && removed.has("execution_summary") ? { executionSummary: null } : {}),
    ...(budget ? { budget } : {}),
    ...(comms ? { comms } : {}),
    ...(epics ? { epics } : {}),
    ...(stories ? { stories } : {}),
    ...(release ? { release } : {}),
    ...(a.schedule?.tasks ? { schedule: { ...a.schedule, tasks: keepTree(a.schedule.tasks, "schedule", removed) } } : {})
  }
}

/** The figures the review shows as lines are unticked: the budget total and the plan's finish (YYYY-MM-DD). */
export const reviewTotals = (a: ProjectArtefacts): { readonly budgetTotal: number | null; readonly currency: string; readonly finish: string | null } => {
  const items = a.budget?.items
  const total = items ? budgetTotals(items.map((b) => ({ ...b, estimated_cost: b.estimated_cost ?? 0 })), a.budget?.config?.contingency_pct ?? 0).total : null
  const rows: ReadonlyArray<{ readonly end_date?: string | null | undefined }> = a.wbs ?? a.schedule?.tasks ?? []
  const finish = rows.reduce<string | null>((last, r) => (r.end_date && (last === null || r.end_date > last) ? r.end_date : last), null)
  return { budgetTotal: total, currency: a.budget?.config?.currency ?? "", finish }
}
