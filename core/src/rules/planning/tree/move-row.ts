import { childPositions, indexTree } from "./tree-index"
import { renumberChildren } from "./renumber-children"
import type { TreeRow } from "./tree-types"

/** Swap the row (with its subtree) with its previous or next sibling; no-op at either end. */
export const moveRow = <R extends TreeRow>(rows: ReadonlyArray<R>, id: string, direction: "up" | "down"): ReadonlyArray<R> => {
  const index = indexTree(rows)
  const i = index.pos.get(id)
  if (i === undefined) return rows
  const siblings = childPositions(index, index.parent[i]!)
  const k = siblings.indexOf(i)
  const other = siblings[direction === "up" ? k - 1 : k + 1]
  if (other === undefined) return rows
  const [a, b] = other < i ? [other, i] : [i, other]
  const out = [
    ...rows.slice(0, a),
    ...rows.slice(b, index.end[b]!),
    ...rows.slice(index.end[a]!, b),
    ...rows.slice(a, index.end[a]!),
    ...rows.slice(index.end[b]!)
  ]
  return renumberChildren(out, [rows[i]!.parent_id])
}
