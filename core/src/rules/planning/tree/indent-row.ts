import { indexTree } from "./tree-index"
import { renumberChildren } from "./renumber-children"
import type { TreeRow } from "./tree-types"

/**
 * waterfall.md §4, agile.md §4: indent makes the row (with its subtree) the last child of the
 * row above it at the same level, i.e. its previous sibling. The display order is unchanged.
 * No-op for the first row, a first child, or an unknown id.
 */
export const indentRow = <R extends TreeRow>(rows: ReadonlyArray<R>, id: string): ReadonlyArray<R> => {
  const index = indexTree(rows)
  const i = index.pos.get(id)
  if (i === undefined || i === 0) return rows
  // walk up to the nearest row at the same or a higher level
  let j = i - 1
  while (j >= 0 && index.depth[j]! > index.depth[i]!) j = index.parent[j]!
  if (j < 0 || index.depth[j]! < index.depth[i]!) return rows
  const newParent = rows[j]!.id
  const oldParent = rows[i]!.parent_id
  const moved = rows.map((r, k) => (k === i ? { ...r, parent_id: newParent } : r))
  return renumberChildren(moved, [oldParent, newParent])
}
