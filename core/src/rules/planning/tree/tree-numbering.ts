import { parentPositions } from "./parent-positions"
import type { TreeRow } from "./tree-types"

/**
 * Outline numbers in display order: top-level rows 1, 2, 3; children 1.1, 1.2; then 1.2.3.
 * Rows whose parent is missing (or not shown before them) are numbered as top-level rows.
 */
export const treeNumbering = (rows: ReadonlyArray<TreeRow>): ReadonlyMap<string, string> => {
  const n = rows.length
  const parent = parentPositions(rows)
  const childCount = new Int32Array(n)
  const text = new Array<string>(n)
  const numbers = new Map<string, string>()
  let top = 0
  for (let i = 0; i < n; i++) {
    const p = parent[i]!
    text[i] = p < 0 ? String(++top) : `${text[p]!}.${++childCount[p]!}`
    numbers.set(rows[i]!.id, text[i]!)
  }
  return numbers
}
