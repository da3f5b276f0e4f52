import { deleteSubtree } from "@initpack/core/rules/planning/tree/delete-subtree"
import { indentRow } from "@initpack/core/rules/planning/tree/indent-row"
import { outdentRow } from "@initpack/core/rules/planning/tree/outdent-row"
import { displayIndent, treeDepths } from "@initpack/core/rules/planning/tree/tree-depth"
import { treeNumbering } from "@initpack/core/rules/planning/tree/tree-numbering"
import { treePhases } from "@initpack/core/rules/planning/tree/tree-phase"
import { TREE_ORDER_STEP, type TreeRow } from "@initpack/core/rules/planning/tree/tree-types"
import type { WbsRow } from "./wbs-row"

// The screen shows an indent, outdent or delete at once, by the same core rules the server applies;
// the server's answer (the reload after the write) then replaces these rows. A plan of thousands of
// rows is changed in a few passes over plain arrays, and every row whose labels stay the same keeps
// its object (so the table renders only the rows that changed).

export type LocalChange = { readonly kind: "indent" | "outdent" | "delete"; readonly id: number }

/** A change shown at once: the rows after it and the parent to send (null after a delete). */
export interface LocalMove {
  readonly rows: ReadonlyArray<WbsRow>
  readonly parentId: number | null
}

/**
 * Position of each row's parent (-1 at the top level), found on the ancestor path of the row before
 * it; null when a row's parent is not on that path (rows not in WBS order, a missing parent).
 */
const parentPositions = (rows: ReadonlyArray<WbsRow>, parentOf: (i: number) => number | null): Int32Array | null => {
  const n = rows.length
  const parent = new Int32Array(n)
  const path = new Int32Array(n)
  let top = 0
  for (let i = 0; i < n; i++) {
    const pid = parentOf(i)
    let p = -1
    if (pid !== null) {
      let k = top - 1
      while (k >= 0 && rows[path[k]!]!.id !== pid) k--
      if (k < 0) return null
      p = path[k]!
      top = k + 1
    } else top = 0
    parent[i] = p
    path[top++] = i
  }
  return parent
}

const depthsOf = (parent: Int32Array): Int32Array => {
  const depth = new Int32Array(parent.length)
  for (let i = 0; i < parent.length; i++) depth[i] = parent[i]! >= 0 ? depth[parent[i]!]! + 1 : 0
  return depth
}

/** Exclusive end of the subtree of the row at position i (its descendants follow it). */
const subtreeEnd = (depth: Int32Array, i: number): number => {
  let k = i + 1
  while (k < depth.length && depth[k]! > depth[i]!) k++
  return k
}

/**
 * Numbers, phases, levels, parents and child order of rows in WBS order, as GET /wbs answers them
 * (core's treeNumbering, treePhases, treeDepths and renumberChildren); rows whose fields stay keep
 * their object. Null when the rows are not in WBS order.
 */
const relabel = (
  rows: ReadonlyArray<WbsRow>,
  moved: { readonly id: number; readonly parentId: number | null } | null,
  groups: ReadonlyArray<number | null>
): ReadonlyArray<WbsRow> | null => {
  const n = rows.length
  const parentIdOf = (i: number) => (moved !== null && rows[i]!.id === moved.id ? moved.parentId : rows[i]!.parent_id)
  const parent = parentPositions(rows, parentIdOf)
  if (parent === null) return null
  const depth = depthsOf(parent)
  const childCount = new Int32Array(n)
  const numbers = new Array<string>(n)
  const phases = new Array<string>(n)
  const counters = new Map<number | null, number>(groups.map((g) => [g, 0]))
  const out = new Array<WbsRow>(n)
  let top = 0
  for (let i = 0; i < n; i++) {
    const row = rows[i]!
    const p = parent[i]!
    const parentId = parentIdOf(i)
    const wbs = (numbers[i] = p < 0 ? String(++top) : `${numbers[p]!}.${++childCount[p]!}`)
    const phase = (phases[i] = p < 0 ? row.task : phases[p]!)
    const level = depth[i]!
    // in WBS order a row's first child comes right after it
    const hasChildren = i + 1 < n && parent[i + 1] === i
    let order = row.order_index
    const count = counters.get(parentId)
    if (count !== undefined) {
      counters.set(parentId, count + 1)
      order = (count + 1) * TREE_ORDER_STEP
    }
    const indent = displayIndent(level)
    out[i] =
      row.parent_id === parentId && row.order_index === order && row.wbs === wbs && row.phase === phase && row.level === level && row.indent === indent && row.has_children === hasChildren
        ? row
        : { ...row, parent_id: parentId, order_index: order, wbs, phase, level, indent, has_children: hasChildren }
  }
  return out
}

/** The move on rows in WBS order, or undefined when they are not (core's rules then decide). */
const fastChange = (rows: ReadonlyArray<WbsRow>, change: LocalChange): LocalMove | null | undefined => {
  const i = rows.findIndex((r) => r.id === change.id)
  if (i < 0) return null
  const parent = parentPositions(rows, (k) => rows[k]!.parent_id)
  if (parent === null) return undefined
  const depth = depthsOf(parent)
  const end = subtreeEnd(depth, i)
  const row = rows[i]!
  if (change.kind === "delete") {
    const next = relabel([...rows.slice(0, i), ...rows.slice(end)], null, [])
    return next === null ? undefined : { rows: next, parentId: null }
  }
  if (change.kind === "indent") {
    // the new parent is the row's previous sibling (the nearest row above at its level)
    let j = i - 1
    while (j >= 0 && depth[j]! > depth[i]!) j = parent[j]!
    if (j < 0 || depth[j]! < depth[i]!) return null
    const parentId = rows[j]!.id
    const next = relabel(rows, { id: row.id, parentId }, [row.parent_id, parentId])
    return next === null ? undefined : { rows: next, parentId }
  }
  // outdent: to the grandparent (or the top level), right after the former parent's subtree
  const p = parent[i]!
  if (p < 0) return null
  const parentId = parent[p]! >= 0 ? rows[p]!.parent_id : null
  const parentEnd = subtreeEnd(depth, p)
  const order = [...rows.slice(0, i), ...rows.slice(end, parentEnd), ...rows.slice(i, end), ...rows.slice(parentEnd)]
  const next = relabel(order, { id: row.id, parentId }, [rows[p]!.id, parentId])
  return next === null ? undefined : { rows: next, parentId }
}

// Rows not in WBS order (never from the server): core's general rules, on string ids.
type Local = WbsRow & TreeRow
const asTree = (rows: ReadonlyArray<WbsRow>): ReadonlyArray<Local> =>
  rows.map((r) => ({ ...r, id: String(r.id), parent_id: r.parent_id === null ? null : String(r.parent_id) }) as unknown as Local)

export const moveByCoreRules = (rows: ReadonlyArray<WbsRow>, change: LocalChange): LocalMove | null => {
  const tree = asTree(rows)
  const id = String(change.id)
  const next = change.kind === "indent" ? indentRow(tree, id) : change.kind === "outdent" ? outdentRow(tree, id) : deleteSubtree(tree, id)
  if (next === tree) return null
  const was = tree.find((r) => r.id === id)
  const now = next.find((r) => r.id === id)
  if (change.kind !== "delete" && (!was || !now || was.parent_id === now.parent_id)) return null
  const numbers = treeNumbering(next)
  const phases = treePhases(next, (r) => r.task)
  const depths = treeDepths(next)
  const parents = new Set(next.flatMap((r) => (r.parent_id === null ? [] : [r.parent_id])))
  const out = next.map((r) => {
    const level = depths.get(r.id) ?? 0
    return {
      ...r,
      id: Number(r.id),
      parent_id: r.parent_id === null ? null : Number(r.parent_id),
      wbs: numbers.get(r.id) ?? "",
      phase: phases.get(r.id) ?? r.task,
      level,
      indent: displayIndent(level),
      has_children: parents.has(r.id)
    }
  })
  return { rows: out, parentId: now?.parent_id == null ? null : Number(now.parent_id) }
}

/** An indent, outdent or delete shown at once, with the parent it sends; null when it does nothing. */
export const moveLocally = (rows: ReadonlyArray<WbsRow>, change: LocalChange): LocalMove | null => {
  const fast = fastChange(rows, change)
  return fast === undefined ? moveByCoreRules(rows, change) : fast
}

/** The rows after a change, or the same array when the change does nothing. */
export const applyLocally = (rows: ReadonlyArray<WbsRow>, change: LocalChange): ReadonlyArray<WbsRow> => moveLocally(rows, change)?.rows ?? rows

/** Rows of a server answer with the changes it has not answered yet done on them again, in order. */
export const replayLocally = (rows: ReadonlyArray<WbsRow>, changes: Iterable<LocalChange>): ReadonlyArray<WbsRow> => {
  let out = rows
  for (const change of changes) out = applyLocally(out, change)
  return out
}
