import type { TreeRow } from "./tree-types"

/** The top ancestor of each row (a top-level row, or one whose parent is missing, is its own). */
export const topAncestors = <R extends TreeRow>(rows: ReadonlyArray<R>): ReadonlyMap<string, R> => {
  const top = new Map<string, R>()
  for (const r of rows) {
    const pt = r.parent_id === null ? undefined : top.get(r.parent_id)
    top.set(r.id, pt ?? r)
  }
  return top
}

/**
 * waterfall.md §4: the phase of a row is its top ancestor's task (a top-level row is its own
 * phase). `title` reads the task text: `task` for WBS items, `title ?? task` for schedule tasks.
 */
export const treePhases = <R extends TreeRow>(rows: ReadonlyArray<R>, title: (row: R) => string): ReadonlyMap<string, string> => {
  const phases = new Map<string, string>()
  for (const [id, t] of topAncestors(rows)) phases.set(id, title(t))
  return phases
}

/** agile.md §3: a schedule task's phase_id is its top ancestor's id (kept right after indent/outdent). */
export const treePhaseIds = (rows: ReadonlyArray<TreeRow>): ReadonlyMap<string, string> => {
  const ids = new Map<string, string>()
  for (const [id, t] of topAncestors(rows)) ids.set(id, t.id)
  return ids
}
