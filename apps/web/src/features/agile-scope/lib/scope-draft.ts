// The screen's copy of the agile scope (agile.md §3): rows with stable keys for editing, read from the
// server's loose answer and written back as the document POST /agile/scope/save takes.
import { normaliseScopeItems } from "@initpack/core/rules/scope/scope-items"
import { parsePersonaLines, printPersonaLine } from "@initpack/core/rules/scope/persona-lines"
import { LIST_KEYS, type ListKey } from "./scope-sections"

export interface ItemRow {
  readonly key: string
  readonly title: string
  readonly rationale: string
}

export interface PersonaRow {
  readonly key: string
  readonly line: string
}

export interface ScopeDraft {
  readonly vision: { readonly text: string; readonly north_star_metric: string }
  readonly lists: Readonly<Record<ListKey, ReadonlyArray<ItemRow>>>
  readonly personas: ReadonlyArray<PersonaRow>
  /** Parts the screen does not edit (top_risks), sent back unchanged. */
  readonly topRisks: unknown
}

let counter = 0
export const newRowKey = (): string => `row-${++counter}`

export const itemRow = (title = "", rationale = ""): ItemRow => ({ key: newRowKey(), title, rationale })
export const personaRow = (line = ""): PersonaRow => ({ key: newRowKey(), line })

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

const GROUP_OF: Readonly<Record<ListKey, string | undefined>> = {
  problems: "problems_outcomes", outcomes: "problems_outcomes", okrs: "problems_outcomes",
  security: "nfrs", performance: "nfrs", privacy: "nfrs", compliance: "nfrs",
  dor: "definitions", dod: "definitions",
  dash_metrics: "telemetry", events: "telemetry",
  assumptions: undefined, constraints: undefined, dependencies: undefined
}

const painsOf = (value: unknown): ReadonlyArray<string> =>
  Array.isArray(value) ? value.map(text) : typeof value === "string" ? value.split(",") : []

/** The draft of a stored scope; missing parts are empty, blank titles dropped (agile.md §3). */
export const draftFromScope = (raw: unknown): ScopeDraft => {
  const scope = record(raw)
  const vision = typeof scope.vision === "string" ? { text: scope.vision } : record(scope.vision)
  const lists = {} as Record<ListKey, ReadonlyArray<ItemRow>>
  for (const key of LIST_KEYS) {
    const group = GROUP_OF[key]
    const source = group ? record(scope[group])[key] : scope[key]
    lists[key] = normaliseScopeItems(source).map((item) => itemRow(item.title, item.rationale))
  }
  const personas = (Array.isArray(scope.personas) ? scope.personas : [])
    .map(record)
    .filter((p) => text(p.name).trim() !== "")
    .map((p) => personaRow(printPersonaLine({ name: text(p.name), jtbd: text(p.jtbd), pains: painsOf(p.pains) })))
  return {
    vision: { text: text(vision.text), north_star_metric: text(vision.north_star_metric) },
    lists,
    personas,
    topRisks: Array.isArray(scope.top_risks) ? scope.top_risks : []
  }
}

const itemsOf = (rows: ReadonlyArray<ItemRow>) =>
  rows.filter((row) => row.title.trim() !== "").map((row) => ({ title: row.title.trim(), rationale: row.rationale.trim() }))
const stringsOf = (rows: ReadonlyArray<ItemRow>) => rows.map((row) => row.title.trim()).filter((t) => t !== "")

/** The document sent with overwrite: every section, empty rows and nameless persona lines left out. */
export const scopeDocument = (draft: ScopeDraft) => {
  const l = draft.lists
  return {
    vision: { text: draft.vision.text, north_star_metric: draft.vision.north_star_metric },
    problems_outcomes: { problems: itemsOf(l.problems), outcomes: itemsOf(l.outcomes), okrs: itemsOf(l.okrs) },
    personas: parsePersonaLines(draft.personas.map((p) => p.line)).map((p) => ({ name: p.name, jtbd: p.jtbd, pains: [...p.pains] })),
    nfrs: { security: itemsOf(l.security), performance: itemsOf(l.performance), privacy: itemsOf(l.privacy), compliance: itemsOf(l.compliance) },
    definitions: { dor: itemsOf(l.dor), dod: itemsOf(l.dod) },
    telemetry: { dash_metrics: stringsOf(l.dash_metrics), events: stringsOf(l.events) },
    assumptions: itemsOf(l.assumptions),
    constraints: itemsOf(l.constraints),
    dependencies: itemsOf(l.dependencies),
    top_risks: draft.topRisks
  }
}

export const replaceList = (draft: ScopeDraft, key: ListKey, rows: ReadonlyArray<ItemRow>): ScopeDraft => ({ ...draft, lists: { ...draft.lists, [key]: rows } })

/** The vision text of an expand_vision answer: vision.text, else text, else in_scope. */
export const expandedVision = (answer: unknown): { readonly text: string; readonly north_star_metric: string } => {
  const body = record(answer)
  const vision = typeof body.vision === "string" ? { text: body.vision } : record(body.vision)
  const candidates = [vision.text, body.text, body.in_scope].map(text).filter((t) => t.trim() !== "")
  return { text: candidates[0] ?? "", north_star_metric: text(vision.north_star_metric) || text(body.north_star_metric) }
}
