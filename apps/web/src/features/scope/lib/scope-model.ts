// The Scope Builder's client state and its pure edits (waterfall.md §3, §4, §5). Item normalisation,
// KPI de-duplication and the undo history (20 per section) are core's rules.
import { SCOPE_BACKGROUND_NOT_ITEMS, SCOPE_ITEM_TITLE_REQUIRED } from "@initpack/core/messages/scope"
import { BACKGROUND_QUESTION } from "@initpack/core/rules/scope/background-answer"
import { mergeKpis, normaliseKpis, type Kpi } from "@initpack/core/rules/scope/kpis"
import { normaliseScopeItem, normaliseScopeItems, type ScopeItem } from "@initpack/core/rules/scope/scope-items"
import { CORE_SCOPE_SECTIONS, SCOPE_SECTIONS, scopeSectionKey, type ScopeSectionKey } from "@initpack/core/rules/scope/scope-sections"
import { recordSectionSnapshot, revertTo, undo, type History, type SectionHistories } from "@initpack/core/rules/scope/undo-history"

export type { Kpi, ScopeItem, ScopeSectionKey }

export type Sections = Readonly<Record<ScopeSectionKey, ReadonlyArray<ScopeItem>>>

export const PROCUREMENT_CHOICES = ["None", "Hardware", "Software", "Both"] as const
export const THIRD_PARTY_CHOICES = ["None", "Vendor", "Partner", "Both"] as const

/** SetupFlags: the three choices; the budget's has_* flags are kept as the server sent them. */
export interface Setup {
  readonly [flag: string]: unknown
  readonly delivery_approach: string
  readonly procurement: string
  readonly third_parties: string
}

export interface Background {
  readonly text: string
  readonly savedAt: string | null
  /** The text as last saved (edits differ from it until Save Background). */
  readonly savedText: string
}

export interface ScopeState {
  readonly sections: Sections
  readonly inScope: string
  readonly setup: Setup
  readonly detail: Readonly<Record<string, string>>
  readonly inputSummary: string
  readonly clarification: Readonly<Record<string, string>>
  readonly background: Background
  readonly history: SectionHistories<ScopeItem>
  readonly version: number | undefined
  readonly savedAt: string | undefined
}

/** §2: the default clarification prompts, one textarea each; the answers are keyed by the prompt. */
export const CLARIFICATION_QUESTIONS: ReadonlyArray<{ readonly key: string; readonly label: string }> = [
  { key: "background", label: BACKGROUND_QUESTION },
  { key: "departments", label: "Which internal departments are involved, and how are they impacted?" },
  { key: "constraints", label: "Are there any constraints or deadlines?" }
]

export const SECTION_LABELS: Readonly<Record<ScopeSectionKey, string>> = {
  goals: "Goals",
  deliverables: "Deliverables",
  assumptions: "Assumptions",
  constraints: "Constraints",
  dependencies: "Dependencies",
  out_of_scope: "Out of scope",
  phases: "Phases",
  risks: "Risks",
  questions: "Questions"
}

/** The tab id of Background & Drivers (not a section of items). */
export const BACKGROUND_TAB = "background"

export const emptySections = (): Sections =>
  Object.fromEntries(SCOPE_SECTIONS.map((s) => [s, []])) as unknown as Sections

/** §2: the six core tabs, plus phases, risks and questions when they hold items. */
export const visibleSections = (sections: Sections): ReadonlyArray<ScopeSectionKey> =>
  SCOPE_SECTIONS.filter((s) => (CORE_SCOPE_SECTIONS as ReadonlyArray<string>).includes(s) || sections[s].length > 0)

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

const text = (value: unknown): string => (typeof value === "string" ? value : "")

const textMap = (value: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(record(value)).filter((e): e is [string, string] => typeof e[1] === "string"))

/** Goals always carry a KPI list (possibly empty). */
const withKpis = (section: ScopeSectionKey, items: ReadonlyArray<ScopeItem>): ReadonlyArray<ScopeItem> =>
  section === "goals" ? items.map((i) => ({ ...i, kpis: i.kpis ?? [] })) : items

/** Sections from a scope as the server sends it (lower-case or capitalised keys, loose item fields). */
export const readSections = (scope: unknown): Sections => {
  const sections: Record<string, ReadonlyArray<ScopeItem>> = { ...emptySections() }
  for (const [key, value] of Object.entries(record(scope))) {
    const section = scopeSectionKey(key)
    if (section) sections[section] = withKpis(section, normaliseScopeItems(value))
  }
  return sections as Sections
}

const readHistory = (value: unknown): SectionHistories<ScopeItem> => {
  const out: Record<string, History<ScopeItem>> = {}
  for (const [key, entries] of Object.entries(record(value))) {
    const section = scopeSectionKey(key)
    if (!section || !Array.isArray(entries)) continue
    out[section] = entries.map((e) => {
      const r = record(e)
      const ts = typeof r.ts === "number" || typeof r.ts === "string" ? r.ts : ""
      return { ts, label: text(r.label), items: withKpis(section, normaliseScopeItems(r.items)) }
    })
  }
  return out
}

/** The state from a GET /scope/latest or /scope/generate answer; undefined when nothing is saved. */
export const scopeFromAnswer = (answer: unknown): ScopeState | undefined => {
  const a = record(answer)
  if (a.found === false || a.scope === null || a.scope === undefined) return undefined
  const scope = record(a.scope)
  const setup = record(scope.setup_flags ?? scope.SetupFlags ?? scope.setup)
  const background = scope.background ?? scope.Background
  const bg = typeof background === "string" ? { text: background, saved_at: null } : record(background)
  return {
    sections: readSections(scope),
    inScope: text(scope.in_scope ?? scope.InScope),
    setup: {
      ...setup,
      delivery_approach: text(setup.delivery_approach) || "Waterfall",
      procurement: text(setup.procurement) || "None",
      third_parties: text(setup.third_parties) || "None"
    },
    detail: textMap(scope.detail ?? scope.Detail),
    inputSummary: text(scope.input_summary),
    clarification: textMap(scope.clarification_answers),
    background: { text: text(bg.text), savedAt: typeof bg.saved_at === "string" ? bg.saved_at : null, savedText: text(bg.text) },
    history: readHistory(a.history),
    version: typeof a.version === "number" ? a.version : undefined,
    savedAt: typeof a.saved_at === "string" ? a.saved_at : undefined
  }
}

/** §4: every change of a section's items records the previous items as an undo snapshot. */
export const changeSection = (state: ScopeState, section: ScopeSectionKey, items: ReadonlyArray<ScopeItem>, label: string, ts: string): ScopeState => ({
  ...state,
  sections: { ...state.sections, [section]: withKpis(section, items) },
  history: recordSectionSnapshot(state.history, section, { ts, label, items: state.sections[section] })
})

/** Undo: the latest snapshot of the section; undefined when there is none. */
export const undoSection = (state: ScopeState, section: ScopeSectionKey): ScopeState | undefined => {
  const restored = undo(state.history[section] ?? [])
  return restored && { ...state, sections: { ...state.sections, [section]: restored.items }, history: { ...state.history, [section]: restored.history } }
}

/** Revert: the chosen snapshot; later ones are dropped. */
export const revertSection = (state: ScopeState, section: ScopeSectionKey, index: number): ScopeState | undefined => {
  const restored = revertTo(state.history[section] ?? [], index)
  return restored && { ...state, sections: { ...state.sections, [section]: restored.items }, history: { ...state.history, [section]: restored.history } }
}

export type Checked<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: string }

/** §5 manual add: a trimmed title is required, the rationale is optional; never on Background. */
export const addItem = (items: ReadonlyArray<ScopeItem>, section: string, title: string, rationale: string): Checked<ReadonlyArray<ScopeItem>> => {
  if (section === BACKGROUND_TAB) return { ok: false, error: SCOPE_BACKGROUND_NOT_ITEMS }
  const item = normaliseScopeItem({ title, rationale })
  if (!item) return { ok: false, error: SCOPE_ITEM_TITLE_REQUIRED }
  return { ok: true, value: [...items, section === "goals" ? { ...item, kpis: [] } : item] }
}

/** An edited item keeps its KPIs; a blank title is refused. */
export const editItem = (items: ReadonlyArray<ScopeItem>, index: number, title: string, rationale: string): Checked<ReadonlyArray<ScopeItem>> => {
  const item = normaliseScopeItem({ title, rationale })
  const current = items[index]
  if (!item) return { ok: false, error: SCOPE_ITEM_TITLE_REQUIRED }
  if (!current) return { ok: true, value: items }
  return { ok: true, value: items.map((it, i) => (i === index ? { ...it, title: item.title, rationale: item.rationale } : it)) }
}

export const deleteItem = (items: ReadonlyArray<ScopeItem>, index: number): ReadonlyArray<ScopeItem> => items.filter((_, i) => i !== index)

/** Expand-one: the AI item replaces the target's rationale; its title and KPIs are kept. */
export const expandItem = (items: ReadonlyArray<ScopeItem>, index: number, answer: unknown): ReadonlyArray<ScopeItem> => {
  const first = normaliseScopeItems(record(answer).items)[0]
  if (!first) return items
  return items.map((it, i) => (i === index ? { ...it, rationale: first.rationale || it.rationale } : it))
}

/** Issue 37: a KPI's metric and target edited in place; a blank metric is refused, as is one the goal already has. */
export const editKpi = (items: ReadonlyArray<ScopeItem>, goal: number, kpi: number, metric: string, target: string): Checked<ReadonlyArray<ScopeItem>> => {
  const m = metric.trim().replace(/\s+/g, " ")
  if (m === "") return { ok: false, error: KPI_METRIC_REQUIRED }
  const kpis = items[goal]?.kpis ?? []
  if (kpis.some((k, i) => i !== kpi && k.metric.trim().toLowerCase().replace(/\s+/g, " ") === m.toLowerCase())) return { ok: false, error: kpiAlreadyListed(m) }
  return {
    ok: true,
    value: items.map((it, i) => (i === goal ? { ...it, kpis: kpis.map((k, j) => (j === kpi ? { ...k, metric: m, target: target.trim() } : k)) } : it))
  }
}

export const KPI_METRIC_REQUIRED = "A KPI needs a metric."
export const kpiAlreadyListed = (metric: string): string => `“${metric}” is already a KPI of this goal.`

export const deleteKpi = (items: ReadonlyArray<ScopeItem>, goal: number, kpi: number): ReadonlyArray<ScopeItem> =>
  items.map((it, i) => (i === goal ? { ...it, kpis: (it.kpis ?? []).filter((_, k) => k !== kpi) } : it))

/** More KPIs for a goal: only metrics new to it are added (case and spaces ignored). */
export const addKpis = (items: ReadonlyArray<ScopeItem>, goal: number, incoming: unknown): { readonly items: ReadonlyArray<ScopeItem>; readonly added: number } => {
  const current = items[goal]
  if (!current) return { items, added: 0 }
  const merged = mergeKpis(current.kpis ?? [], normaliseKpis(incoming))
  const added = merged.length - (current.kpis ?? []).length
  return { items: items.map((it, i) => (i === goal ? { ...it, kpis: merged } : it)), added }
}

/** The body of POST /scope/save: sections, narrative, setup, detail and the client's undo history. */
export const saveBody = (projectName: string, state: ScopeState) => ({
  project_name: projectName,
  scope: {
    ...state.sections,
    in_scope: state.inScope,
    setup_flags: state.setup,
    detail: state.detail,
    input_summary: state.inputSummary,
    clarification_answers: state.clarification
  },
  detail: state.detail,
  in_scope: state.inScope,
  setup: state.setup,
  history: state.history,
  ...(state.version !== undefined ? { version: state.version } : {})
})

/** All item titles of a scope (the background generator's scope_titles). */
export const scopeTitles = (sections: Sections): ReadonlyArray<string> => SCOPE_SECTIONS.flatMap((s) => sections[s].map((i) => i.title))

/** A time as shown in 'Saved at {time}': the user's locale, hours and minutes and seconds. */
export const clockTime = (iso: string | undefined, locale?: string): string => {
  const date = iso ? new Date(iso) : new Date()
  return (Number.isNaN(date.getTime()) ? new Date() : date).toLocaleTimeString(locale, { hour: "2-digit", minute: "2-digit", second: "2-digit" })
}
