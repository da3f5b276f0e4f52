import { apiRequest } from "./api-client"

// issue 36: what changed since the project's pack was last authorised (docs/api.md "Board review and sign-off").

interface Names {
  readonly added: ReadonlyArray<string>
  readonly removed: ReadonlyArray<string>
}

export interface PackDiffSummary {
  readonly equal: boolean
  readonly scope: ReadonlyArray<{ readonly section: string } & Names>
  readonly risks: { readonly added: ReadonlyArray<{ title: string }>; readonly removed: ReadonlyArray<{ title: string }>; readonly rerated: ReadonlyArray<{ title: string }> }
  readonly wbs: Names & { readonly changed: ReadonlyArray<{ task: string }> }
  readonly budget: { readonly added: ReadonlyArray<{ item: string }>; readonly removed: ReadonlyArray<{ item: string }>; readonly changed: ReadonlyArray<{ item: string }> }
  readonly stakeholders: Names & { readonly changed: ReadonlyArray<{ name: string }> }
}

export interface AuthorisationChanges {
  readonly authorised_version: number
  readonly authorised_at: string | null
  readonly changedSinceAuthorisation: boolean
  readonly diff: PackDiffSummary
  readonly markdown: string
}

/** GET /board-review/projects/{id}/changes; 404 when no version is authorised. */
export const getAuthorisationChanges = (projectId: string) =>
  apiRequest<AuthorisationChanges>(`/board-review/projects/${encodeURIComponent(projectId)}/changes`)

const list = (label: string, verb: string, names: ReadonlyArray<string>): string[] => (names.length ? [`${label} ${verb}: ${names.join(", ")}`] : [])

/** One line per kind of change, e.g. "Risks added: Vendor delay". */
export const diffLines = (diff: PackDiffSummary): ReadonlyArray<string> => [
  ...diff.scope.flatMap((s) => [...list(`Scope (${s.section})`, "added", s.added), ...list(`Scope (${s.section})`, "removed", s.removed)]),
  ...list("Risks", "added", diff.risks.added.map((r) => r.title)),
  ...list("Risks", "removed", diff.risks.removed.map((r) => r.title)),
  ...list("Risks", "re-rated", diff.risks.rerated.map((r) => r.title)),
  ...list("WBS tasks", "added", diff.wbs.added),
  ...list("WBS tasks", "removed", diff.wbs.removed),
  ...list("WBS tasks", "changed", diff.wbs.changed.map((t) => t.task)),
  ...list("Budget lines", "added", diff.budget.added.map((b) => b.item)),
  ...list("Budget lines", "removed", diff.budget.removed.map((b) => b.item)),
  ...list("Budget lines", "changed", diff.budget.changed.map((b) => b.item)),
  ...list("Stakeholders", "added", diff.stakeholders.added),
  ...list("Stakeholders", "removed", diff.stakeholders.removed),
  ...list("Stakeholders", "changed", diff.stakeholders.changed.map((s) => s.name))
]
