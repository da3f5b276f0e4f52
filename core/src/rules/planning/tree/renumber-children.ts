import { TREE_ORDER_STEP, type TreeRow } from "./tree-types"

/**
 * Renumber the children of the given parents (null = top level) in display order: 10, 20, 30 ...
 * Rows whose order_index does not change keep their identity.
 */
export const renumberChildren = <R extends TreeRow>(rows: ReadonlyArray<R>, parentIds: ReadonlyArray<string | null>): Array<R> => {
  const groups = new Set(parentIds)
  const counters = new Map<string | null, number>()
  return rows.map((r) => {
    if (!groups.has(r.parent_id)) return r
    const k = (counters.get(r.parent_id) ?? 0) + 1
    counters.set(r.parent_id, k)
    const order_index = k * TREE_ORDER_STEP
    return r.order_index === order_index ? r : { ...r, order_index }
  })
}
