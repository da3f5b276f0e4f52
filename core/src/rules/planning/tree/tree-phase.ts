import type { TreeRow } from "./tree-types"

/**
 * waterfall.md §4: the phase of a row is its top ancestor's task (a top-level row is its own
 * phase). `title` reads the task text: `task` for WBS items, `title ?? task` for schedule tasks.
 */
export const treePhases = <R extends TreeRow>(rows: ReadonlyArray<R>, title: (row: R) => string): ReadonlyMap<string, string> => {
  const top = new Map<string, R>()
  for (const r of rows) {
    const pt = r.parent_id === null ? undefined : top.get(r.parent_id)
    top.set(r.id, pt ?? r)
  }
  const phases = new Map<string, string>()
  for (const [id, t] of top) phases.set(id, title(t))
  return phases
}
