import { DISPLAY_DEPTH_CAP, type TreeRow } from "./tree-types"

/** Depth of each row: 0 for top level (or a missing parent), parent's depth + 1 otherwise. */
export const treeDepths = (rows: ReadonlyArray<TreeRow>): ReadonlyMap<string, number> => {
  const depths = new Map<string, number>()
  for (const r of rows) {
    const pd = r.parent_id === null ? undefined : depths.get(r.parent_id)
    depths.set(r.id, pd === undefined ? 0 : pd + 1)
  }
  return depths
}

/** waterfall.md §2, agile.md §9: the display indent level is the depth capped at 8. */
export const displayIndent = (depth: number): number => Math.min(Math.max(depth, 0), DISPLAY_DEPTH_CAP)

/** Ids of rows that have at least one child present in the tree. */
export const parentsWithChildren = (rows: ReadonlyArray<TreeRow>): ReadonlySet<string> => {
  const ids = new Set(rows.map((r) => r.id))
  const out = new Set<string>()
  for (const r of rows) if (r.parent_id !== null && ids.has(r.parent_id)) out.add(r.parent_id)
  return out
}

export const hasChildren = (parents: ReadonlySet<string>, id: string): boolean => parents.has(id)
