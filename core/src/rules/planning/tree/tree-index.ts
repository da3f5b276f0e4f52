import { parentPositions } from "./parent-positions"
import type { TreeRow } from "./tree-types"

/**
 * Positional index of a tree in display order: position of each id, parent position (-1 for a
 * top-level row or a row whose parent is missing or shown later), depth, and the exclusive end of each subtree.
 */
export interface TreeIndex {
  readonly pos: ReadonlyMap<string, number>
  readonly parent: Int32Array
  readonly depth: Int32Array
  readonly end: Int32Array
}

export const indexTree = (rows: ReadonlyArray<TreeRow>): TreeIndex => {
  const n = rows.length
  const pos = new Map<string, number>()
  const parent = parentPositions(rows)
  const depth = new Int32Array(n)
  const end = new Int32Array(n)
  for (let i = 0; i < n; i++) {
    pos.set(rows[i]!.id, i)
    depth[i] = parent[i]! >= 0 ? depth[parent[i]!]! + 1 : 0
  }
  // a subtree ends at the first later row that is not deeper
  const stack: Array<number> = []
  for (let i = 0; i < n; i++) {
    while (stack.length > 0 && depth[stack[stack.length - 1]!]! >= depth[i]!) end[stack.pop()!] = i
    stack.push(i)
  }
  for (const i of stack) end[i] = n
  return { pos, parent, depth, end }
}

/** Positions of the direct children of the row at position p (or of top-level rows for p = -1). */
export const childPositions = (index: TreeIndex, p: number): ReadonlyArray<number> => {
  const out: Array<number> = []
  for (let i = p + 1; i < (p < 0 ? index.parent.length : index.end[p]!); i++) if (index.parent[i] === p) out.push(i)
  return out
}
