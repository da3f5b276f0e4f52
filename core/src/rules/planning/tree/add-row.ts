import { indexTree } from "./tree-index"
import { renumberChildren } from "./renumber-children"
import { TREE_ORDER_STEP, type TreeRow } from "./tree-types"

export type NewRow<R extends TreeRow> = Omit<R, "parent_id" | "order_index">

/**
 * Add a sibling right after the row (and its subtree), with the same parent; the sibling group
 * is renumbered 10, 20, 30 ... Unknown afterId appends the row at the top level.
 */
export const addSibling = <R extends TreeRow>(rows: ReadonlyArray<R>, afterId: string, row: NewRow<R>): Array<R> => {
  const index = indexTree(rows)
  const p = index.pos.get(afterId)
  const parent_id = p === undefined ? null : rows[p]!.parent_id
  const at = p === undefined ? rows.length : index.end[p]!
  const added = { ...row, parent_id, order_index: 0 } as R
  return renumberChildren([...rows.slice(0, at), added, ...rows.slice(at)], [parent_id])
}

/**
 * Add a child as the parent's last child. order_index defaults to the last child's + 10; the
 * agile schedule passes AGILE_CHILD_ORDER (999, agile.md §9). Unknown parentId appends at top level.
 */
export const addChild = <R extends TreeRow>(
  rows: ReadonlyArray<R>,
  parentId: string,
  row: NewRow<R>,
  orderIndex?: number
): Array<R> => {
  const index = indexTree(rows)
  const p = index.pos.get(parentId)
  const parent_id = p === undefined ? null : parentId
  const at = p === undefined ? rows.length : index.end[p]!
  let last = 0
  for (let i = p === undefined ? 0 : p + 1; i < at; i++) if (rows[i]!.parent_id === parent_id) last = rows[i]!.order_index
  const added = { ...row, parent_id, order_index: orderIndex ?? last + TREE_ORDER_STEP } as R
  return [...rows.slice(0, at), added, ...rows.slice(at)]
}
