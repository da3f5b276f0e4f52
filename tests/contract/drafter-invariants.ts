// What every drafter's answers must satisfy, whichever adapter produced them (waterfall.md and agile.md
// §3, §4, §9). Returns the list of violations so a failing test names each one.
import * as Schema from "effect/Schema"
import { RISK_CATEGORIES, RISK_LEVELS } from "@initpack/core/drafting/common"
import { countWords, sameTextKey } from "@initpack/core/drafting/guards"
import { BACKGROUND_WORDS, NARRATIVE_WORDS } from "@initpack/core/drafting/scope"
import { draftingTasks, type DraftingTaskName } from "@initpack/core/drafting/tasks"
import type { Brief, FullDraft } from "../fixtures/briefs/briefs"

/** Every string in a value, with its path. */
export const stringLeaves = (value: unknown, path = "$"): Array<{ path: string; text: string }> => {
  if (typeof value === "string") return [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, `${path}[${i}]`))
  if (value !== null && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, `${path}.${k}`))
  return []
}

const PLACEHOLDER = /\bTBD\b|\bTBA\b|lorem|ipsum|[{}]|\bundefined\b|\bnull\b|\bNaN\b|\[object /i
const TITLE_KEYS = /\.(title|name|metric|item|task|phase|channel|forum|segment|audience|as_a|i_want|key)$/

/** A resource may be JSON of roles with allocations (waterfall.md §3): its braces are no placeholder. */
const rolesJson = (path: string, text: string): boolean => {
  if (!/\.resource$/.test(path) || !text.startsWith("[")) return false
  try {
    const roles = JSON.parse(text) as unknown
    return Array.isArray(roles) && roles.every((r) => typeof r?.role === "string" && r.role.trim() !== "" && typeof r.allocation === "number")
  } catch {
    return false
  }
}

export const checkPlaceholders = (task: string, response: unknown): Array<string> =>
  stringLeaves(response).flatMap(({ path, text }) => [
    ...(PLACEHOLDER.test(rolesJson(path, text) ? text.replace(/[{}]/g, "") : text) ? [`${task} ${path}: placeholder text in "${text.slice(0, 80)}"`] : []),
    ...(TITLE_KEYS.test(path) && text.trim().length === 0 ? [`${task} ${path}: empty title`] : [])
  ])

const dupes = (task: string, label: string, keys: ReadonlyArray<string>): Array<string> => {
  const seen = new Set<string>()
  const out: Array<string> = []
  for (const k of keys) {
    const key = sameTextKey(k)
    if (seen.has(key)) out.push(`${task}: duplicate ${label} "${k}"`)
    seen.add(key)
  }
  return out
}

const within = (task: string, label: string, n: number, min: number, max: number): Array<string> =>
  n >= min && n <= max ? [] : [`${task}: ${label} is ${n}, expected ${min}-${max}`]

const names = (task: string, text: string, project: string): Array<string> =>
  text.toLowerCase().includes(project.toLowerCase()) ? [] : [`${task}: does not name the project "${project}"`]

export const checkFullDraft = (draft: FullDraft, brief: Brief): Array<string> => {
  const v: Array<string> = []
  const project = brief.project_name
  for (const task of Object.keys(draftingTasks) as Array<DraftingTaskName>) {
    const run = draft[task]
    if (!run) {
      v.push(`${task}: no answer`)
      continue
    }
    const decoded = Schema.decodeUnknownEither(draftingTasks[task].response as Schema.Schema<unknown, unknown>)(run.response)
    if (decoded._tag === "Left") v.push(`${task}: answer does not match its Schema`)
    v.push(...checkPlaceholders(task, run.response))
  }

  // Scope (waterfall.md §3, §9)
  const scope = draft.draftScope.response
  v.push(...within("draftScope", "In Scope words", countWords(scope.in_scope), NARRATIVE_WORDS.min, NARRATIVE_WORDS.max))
  v.push(...names("draftScope", scope.in_scope, project))
  for (const section of ["goals", "deliverables", "assumptions", "constraints", "dependencies", "out_of_scope", "phases", "risks", "questions"] as const) {
    v.push(...within("draftScope", `${section} count`, scope[section].length, 3, 8))
    v.push(...dupes("draftScope", `${section} title`, scope[section].map((i) => i.title)))
  }
  for (const goal of scope.goals) {
    v.push(...within("draftScope", `KPIs of "${goal.title}"`, goal.kpis.length, 1, 4))
    v.push(...dupes("draftScope", "KPI metric", goal.kpis.map((k) => k.metric)))
  }
  const added = draft.addScopeItems
  v.push(...within("addScopeItems", "items", added.response.items.length, 3, 5))
  v.push(...dupes("addScopeItems", "title", [...added.request.existing.map((e) => e.title), ...added.response.items.map((i) => i.title)]))
  const expanded = draft.expandScopeItem
  if (sameTextKey(expanded.response.item.title) !== sameTextKey(expanded.request.target_title)) v.push("expandScopeItem: title changed")
  if (countWords(expanded.response.item.rationale) <= countWords(expanded.request.current_rationale ?? "")) v.push("expandScopeItem: rationale not expanded")
  const kpis = draft.moreKpis
  v.push(...within("moreKpis", "KPIs", kpis.response.kpis.length, 1, 5))
  v.push(...dupes("moreKpis", "metric", [...kpis.request.existing_kpis.map((k) => k.metric), ...kpis.response.kpis.map((k) => k.metric)]))
  const improved = draft.improveNarrative.response.in_scope
  v.push(...within("improveNarrative", "words", countWords(improved), NARRATIVE_WORDS.min, NARRATIVE_WORDS.max))
  v.push(...names("improveNarrative", improved, project))
  const background = draft.draftBackground.response.background
  v.push(...within("draftBackground", "words", countWords(background), BACKGROUND_WORDS.min, BACKGROUND_WORDS.max))
  v.push(...names("draftBackground", background, project))

  // Risks (waterfall.md §9)
  const register = draft.draftRiskRegister.response.risks
  v.push(...within("draftRiskRegister", "risks", register.length, 5, 15))
  v.push(...dupes("draftRiskRegister", "title", register.map((r) => r.title)))
  if (new Set(register.map((r) => r.category)).size < 4) v.push("draftRiskRegister: fewer than 4 categories")
  for (const r of [...register, ...draft.moreRisks.response.risks]) {
    if (!(RISK_CATEGORIES as ReadonlyArray<string>).includes(r.category)) v.push(`risk category "${r.category}"`)
    if (!(RISK_LEVELS as ReadonlyArray<string>).includes(r.likelihood) || !(RISK_LEVELS as ReadonlyArray<string>).includes(r.impact)) v.push(`risk scale of "${r.title}"`)
    if (r.mitigation.trim().length === 0 || r.contingency.trim().length === 0) v.push(`risk "${r.title}" lacks mitigation or contingency`)
  }
  const more = draft.moreRisks
  v.push(...within("moreRisks", "risks", more.response.risks.length, 3, 5))
  v.push(...dupes("moreRisks", "title", [...more.request.existing_titles, ...more.response.risks.map((r) => r.title)]))
  const mitigation = draft.draftMitigation.response
  if (mitigation.mitigation.trim().length < 20 || mitigation.contingency.trim().length < 10) v.push("draftMitigation: too short")

  // Stakeholders: matched back by name, case-insensitive; board proposed when missing (waterfall.md §2, §5)
  const suggestions = draft.stakeholderStrategy.response.suggestions
  for (const row of draft.stakeholderStrategy.request.rows) {
    if (!suggestions.some((s) => !s.proposed && sameTextKey(s.name) === sameTextKey(row.name))) v.push(`stakeholderStrategy: no suggestion for "${row.name}"`)
  }
  for (const role of ["Project Sponsor", "Senior Supplier", "Senior User"]) {
    if (!suggestions.some((s) => s.board_role === role)) v.push(`stakeholderStrategy: no ${role}`)
  }
  v.push(...dupes("stakeholderStrategy", "name", suggestions.map((s) => s.name)))

  // Comms: all six parts (waterfall.md §2)
  const comms = draft.commsPlan.response
  for (const part of ["objectives", "channels", "key_messages", "audiences", "governance", "risks_mitigations"] as const) {
    if (comms[part].length === 0) v.push(`commsPlan: ${part} empty`)
  }
  v.push(...names("commsPlan", comms.objectives.join(" "), project))

  // WBS and summary
  const wbs = draft.draftWbs.response.phases
  v.push(...within("draftWbs", "phases", wbs.length, 3, 8))
  v.push(...dupes("draftWbs", "phase", wbs.map((p) => p.phase)))
  for (const p of wbs) {
    if (p.tasks.length === 0) v.push(`draftWbs: phase "${p.phase}" has no tasks`)
    v.push(...dupes("draftWbs", `task in ${p.phase}`, p.tasks.map((t) => t.task)))
    for (const t of p.tasks) if (t.resource.trim().length === 0) v.push(`draftWbs: "${t.task}" has no resource`)
  }
  const summary = draft.executionSummary.response.content_md
  v.push(...names("executionSummary", summary, project))
  if (!/^#+ /m.test(summary)) v.push("executionSummary: not Markdown with headings")

  // Budget extras: one line or more per ticked extra, in the config currency
  const budget = draft.budgetExtras
  if (budget.response.currency !== budget.request.currency) v.push("budgetExtras: wrong currency")
  const flags = budget.request.scope_flags
  for (const [flag, category] of [["has_software", "Software"], ["has_hardware", "Hardware"], ["has_third_party", "Third-party"]] as const) {
    // lines priced from the brief's counted things (issue 33: "250,000 pages at about AUD 0.90 each") come whatever is ticked
    const n = budget.response.items.filter((i) => i.category === category && !/^[\d,.]+ [a-z-]+ at about /i.test(i.justification)).length
    if (flags[flag] && n === 0) v.push(`budgetExtras: no ${category} lines`)
    if (!flags[flag] && n > 0) v.push(`budgetExtras: ${category} lines though not ticked`)
  }
  v.push(...dupes("budgetExtras", "item", budget.response.items.map((i) => i.item)))

  // Agile (agile.md §3, §4, §9)
  const agile = draft.agileQuickDraft.response
  v.push(...names("agileQuickDraft", agile.vision.text, project))
  if (agile.vision.north_star_metric.trim().length === 0) v.push("agileQuickDraft: no north-star metric")
  for (const [label, items] of [
    ["problems", agile.problems_outcomes.problems], ["outcomes", agile.problems_outcomes.outcomes], ["okrs", agile.problems_outcomes.okrs],
    ["security", agile.nfrs.security], ["performance", agile.nfrs.performance], ["privacy", agile.nfrs.privacy], ["compliance", agile.nfrs.compliance],
    ["dor", agile.definitions.dor], ["dod", agile.definitions.dod], ["assumptions", agile.assumptions], ["constraints", agile.constraints],
    ["dependencies", agile.dependencies], ["top_risks", agile.top_risks]
  ] as const) {
    if (items.length === 0) v.push(`agileQuickDraft: ${label} empty`)
    v.push(...dupes("agileQuickDraft", `${label} title`, items.map((i) => i.title)))
  }
  if (agile.personas.length === 0) v.push("agileQuickDraft: no personas")
  if (agile.telemetry.dash_metrics.length === 0 || agile.telemetry.events.length === 0) v.push("agileQuickDraft: telemetry empty")
  const vision = draft.expandVision
  if (countWords(vision.response.vision.text) <= countWords(vision.request.current_text)) v.push("expandVision: not expanded")
  const personas = draft.morePersonas
  v.push(...within("morePersonas", "personas", personas.response.personas.length, 4, 4))
  v.push(...dupes("morePersonas", "name", [...personas.request.existing.map((p) => p.name), ...personas.response.personas.map((p) => p.name)]))
  const telemetry = draft.moreTelemetry
  v.push(...within("moreTelemetry", "items", telemetry.response.items.length, 5, 5))
  v.push(...dupes("moreTelemetry", "item", [...telemetry.request.existing, ...telemetry.response.items]))
  const agileItems = draft.addAgileItems
  v.push(...within("addAgileItems", "items", agileItems.response.items.length, 3, 3))
  v.push(...dupes("addAgileItems", "title", [...agileItems.request.existing.map((i) => i.title), ...agileItems.response.items.map((i) => i.title)]))
  const epics = draft.draftEpics.response.epics
  v.push(...within("draftEpics", "epics", epics.length, 3, 8))
  v.push(...dupes("draftEpics", "name", epics.map((e) => e.name)))
  v.push(...dupes("draftEpics", "key", epics.map((e) => e.key)))
  const stories = draft.draftStories
  for (const epic of stories.request.epics) {
    const own = stories.response.stories.filter((s) => s.epic_key === epic.key)
    v.push(...within("draftStories", `stories of ${epic.key}`, own.length, stories.request.per_epic ?? 3, stories.request.per_epic ?? 3))
    v.push(...dupes("draftStories", `story of ${epic.key}`, own.map((s) => `${s.as_a} ${s.i_want}`)))
    for (const s of own) if (s.acceptance.length === 0) v.push(`draftStories: "${s.i_want}" has no acceptance criteria`)
  }
  const resources = draft.scheduleResources
  const ids = new Set(resources.response.assignments.map((a) => a.id))
  for (const t of resources.request.tasks) if (!ids.has(t.id)) v.push(`scheduleResources: no roles for ${t.id}`)
  for (const a of resources.response.assignments) if (a.resource.length === 0) v.push(`scheduleResources: empty roles for ${a.id}`)
  return v
}
