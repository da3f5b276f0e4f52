import type { TreeRow } from "./tree-types"

/**
 * Position of each row's parent (-1 for top level, a missing parent, or a parent shown later).
 * In display order the parent is on the current ancestor path, so a short stack walk finds it
 * without hashing every id; rows out of display order fall back to a lookup table.
 */
export const parentPositions = (rows: ReadonlyArray<TreeRow>): Int32Array => {
  const n = rows.length
  const parent = new Int32Array(n)
  // ancestor path of the previous row (itself last): path[0 .. top - 1]
  const path = new Int32Array(n)
  let top = 0
  let lookup: Map<string, number> | undefined
  for (let i = 0; i < n; i++) {
    const pid = rows[i]!.parent_id
    let p = -1
    if (pid !== null) {
      let k = top - 1
      while (k >= 0 && rows[path[k]!]!.id !== pid) k--
      if (k >= 0) {
        p = path[k]!
        top = k + 1
      } else {
        if (lookup === undefined) {
          lookup = new Map()
          for (let j = 0; j < n; j++) if (!lookup.has(rows[j]!.id)) lookup.set(rows[j]!.id, j)
        }
        const q = lookup.get(pid) ?? -1
        p = q < i ? q : -1
        // rebuild the ancestor path of row i (parents always sit before their children here)
        top = 0
        for (let a = p; a >= 0; a = parent[a]!) top++
        for (let a = p, k2 = top - 1; a >= 0; a = parent[a]!, k2--) path[k2] = a
      }
    } else top = 0
    parent[i] = p
    path[top++] = i
  }
  return parent
}
