import type { TreeRow } from "./tree-types"

/**
 * Outline numbers in display order: top-level rows 1, 2, 3; children 1.1, 1.2; then 1.2.3.
 * Rows whose parent is missing are numbered as top-level rows.
 */
export const treeNumbering = (rows: ReadonlyArray<TreeRow>): ReadonlyMap<string, string> => {
  const numbers = new Map<string, string>()
  const counters = new Map<string, number>()
  let top = 0
  for (const r of rows) {
    const parentNumber = r.parent_id === null ? undefined : numbers.get(r.parent_id)
    if (parentNumber === undefined) {
      numbers.set(r.id, String(++top))
    } else {
      const k = (counters.get(r.parent_id!) ?? 0) + 1
      counters.set(r.parent_id!, k)
      numbers.set(r.id, `${parentNumber}.${k}`)
    }
  }
  return numbers
}
