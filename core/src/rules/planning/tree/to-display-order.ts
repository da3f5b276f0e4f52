import type { TreeRow } from "./tree-types"

/**
 * Arrange rows loaded in any order into display (pre-)order: siblings by order_index, ties in
 * input order. A row whose parent is missing, or that sits on a parent cycle, becomes top level
 * (its parent_id is set to null) so every row is shown exactly once.
 */
export const toDisplayOrder = <R extends TreeRow>(rows: ReadonlyArray<R>): Array<R> => {
  const ids = new Set(rows.map((r) => r.id))
  const children = new Map<string | null, Array<number>>()
  rows.forEach((r, i) => {
    const key = r.parent_id !== null && ids.has(r.parent_id) && r.parent_id !== r.id ? r.parent_id : null
    const list = children.get(key)
    if (list === undefined) children.set(key, [i])
    else list.push(i)
  })
  const order = (i: number): number => (Number.isFinite(rows[i]!.order_index) ? rows[i]!.order_index : 0)
  for (const list of children.values()) list.sort((a, b) => order(a) - order(b) || a - b)
  const out: Array<R> = []
  const placed = new Uint8Array(rows.length)
  const walk = (root: number, detach: boolean) => {
    const stack = [root]
    while (stack.length > 0) {
      const i = stack.pop()!
      if (placed[i] === 1) continue
      placed[i] = 1
      const r = rows[i]!
      out.push(i === root && detach && r.parent_id !== null ? { ...r, parent_id: null } : r)
      const kids = children.get(r.id)
      if (kids !== undefined) for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]!)
    }
  }
  for (const i of children.get(null) ?? []) walk(i, true)
  // rows on a cycle are unreachable from the top level
  for (let i = 0; i < rows.length; i++) if (placed[i] === 0) walk(i, true)
  return out
}
