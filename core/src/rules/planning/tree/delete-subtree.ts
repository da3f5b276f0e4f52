import { indexTree } from "./tree-index"
import type { TreeRow } from "./tree-types"

/** Ids of the row and all its descendants (empty for an unknown id). */
export const subtreeIds = (rows: ReadonlyArray<TreeRow>, id: string): ReadonlyArray<string> => {
  const index = indexTree(rows)
  const i = index.pos.get(id)
  return i === undefined ? [] : rows.slice(i, index.end[i]!).map((r) => r.id)
}

/** Delete the row with its descendants. */
export const deleteSubtree = <R extends TreeRow>(rows: ReadonlyArray<R>, id: string): ReadonlyArray<R> => {
  const index = indexTree(rows)
  const i = index.pos.get(id)
  if (i === undefined) return rows
  return [...rows.slice(0, i), ...rows.slice(index.end[i]!)]
}
