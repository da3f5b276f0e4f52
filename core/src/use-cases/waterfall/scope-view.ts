import type { ScopeRecord } from "../../ports/waterfall/scope-repository"
import { SCOPE_SECTIONS } from "../../schemas/enum-lists"
import type { Scope } from "../../schemas/scope"
import { recordSectionSnapshot, UNDO_HISTORY_LIMIT, type SectionHistories } from "../../rules/scope/undo-history"
import type { OpenProject } from "./open-project"

export type StoredScope = Omit<Scope, "background">

/** The saved scope as answered by the API: sections, narrative, setup, background {text, saved_at}. */
export const scopeView = (open: OpenProject, record: ScopeRecord) => ({
  found: true,
  project_id: open.project.id,
  project_name: open.project.name,
  scope: {
    ...record.scope,
    background: { text: record.background, saved_at: record.backgroundSavedAt?.toISOString() ?? null }
  },
  history: record.history,
  version: record.version,
  saved_at: record.savedAt.toISOString()
})

const sameItems = (a: unknown, b: unknown) => JSON.stringify(a ?? []) === JSON.stringify(b ?? [])

/**
 * waterfall.md §4, §9: the undo history kept with the saved scope: the client's history (when sent),
 * plus a snapshot of each section whose items this save replaces; the last 20 per section.
 */
export const nextHistory = (
  previous: ScopeRecord | null,
  next: StoredScope,
  sent: SectionHistories<unknown> | undefined,
  label: string,
  at: Date
): SectionHistories<unknown> => {
  let history = (sent ?? previous?.history ?? {}) as SectionHistories<unknown>
  const before = previous?.scope ?? {}
  for (const section of SCOPE_SECTIONS) {
    const old = before[section]
    if (Array.isArray(old) && old.length > 0 && !sameItems(old, next[section]) && sent === undefined) {
      history = recordSectionSnapshot(history, section, { ts: at.toISOString(), label, items: old })
    }
  }
  return Object.fromEntries(Object.entries(history).map(([k, v]) => [k, v.slice(-UNDO_HISTORY_LIMIT)]))
}

export const withoutBackground = (scope: Scope): StoredScope => {
  const { background: _background, ...rest } = scope
  return rest
}
