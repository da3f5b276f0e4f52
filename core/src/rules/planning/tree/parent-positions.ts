import type { TreeRow } from "./tree-types"

/**
 * Position of each row's parent (-1 for top level, a missing parent, or a parent shown later).
 * In display order the parent is on the current ancestor path, so a short stack walk finds it
 * without hashing every id; rows out of display order fall back to a lookup table.
 */
export const parentPositions = (rows: ReadonlyArray<TreeRow>): Int32Array => {
  const n = rows.length
  const parent = new Int32Array(n)
  const path: Array<number> = []
  let lookup: Map<string, number> | undefined
  for (let i = 0; i < n; i++) {
    const pid = rows[i]!.parent_id
    let p = -1
    if (pid !== null) {
      let k = path.length - 1
      while (k >= 0 && rows[path[k]!]!.id !== pid) k--
      if (k >= 0) {
        p = path[k]!
        path.length = k + 1
      } else {
        if (lookup === undefined) {
          lookup = new Map()
          for (let j = 0; j < n; j++) if (!lookup.has(rows[j]!.id)) lookup.set(rows[j]!.id, j)
        }
        const q = lookup.get(pid) ?? -1
        p = q < i ? q : -1
        // rebuild the ancestor path of row i
        path.length = 0
        for (let a = p; a >= 0; a = parent[a]!) path.push(a)
        path.reverse()
      }
    } else path.length = 0
    parent[i] = p
    path.push(i)
  }
  return parent
}
