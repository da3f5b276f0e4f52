import { indexTree } from "./tree-index"
import { renumberChildren } from "./renumber-children"
import type { TreeRow } from "./tree-types"

/**
 * waterfall.md §4, agile.md §4: outdent moves the row (with its subtree) to its grandparent, or
 * to the top level, placed right after its former parent's subtree. No-op for a top-level row.
 */
export const outdentRow = <R extends TreeRow>(rows: ReadonlyArray<R>, id: string): ReadonlyArray<R> => {
  const index = indexTree(rows)
  const i = index.pos.get(id)
  if (i === undefined) return rows
  const p = index.parent[i]!
  if (p < 0) return rows
  const grand = rows[p]!.parent_id
  const block = rows.slice(i, index.end[i]!)
  block[0] = { ...block[0]!, parent_id: index.parent[p]! >= 0 ? grand : null }
  const parentEnd = index.end[p]!
  // the row's block lies inside the parent's subtree, so the parent's end shifts by its size
  const out = [...rows.slice(0, i), ...rows.slice(index.end[i]!, parentEnd), ...block, ...rows.slice(parentEnd)]
  return renumberChildren(out, [rows[p]!.id, block[0].parent_id])
}
