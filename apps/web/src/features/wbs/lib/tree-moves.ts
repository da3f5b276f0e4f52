import { indentRow } from "@initpack/core/rules/planning/tree/indent-row"
import { outdentRow } from "@initpack/core/rules/planning/tree/outdent-row"
import type { TreeRow } from "@initpack/core/rules/planning/tree/tree-types"
import type { WbsRow } from "./wbs-row"

// waterfall.md §4: Tab makes a row a child of the row above (at its level); Shift+Tab moves it to
// its grandparent. Core's tree rules decide; the screen sends the new parent_id to the server.

const asTree = (rows: ReadonlyArray<WbsRow>): ReadonlyArray<TreeRow> =>
  rows.map((r) => ({ id: String(r.id), parent_id: r.parent_id === null ? null : String(r.parent_id), order_index: r.order_index }))

const newParent = (before: ReadonlyArray<TreeRow>, after: ReadonlyArray<TreeRow>, id: number): { readonly parentId: number | null } | null => {
  const was = before.find((r) => r.id === String(id))
  const now = after.find((r) => r.id === String(id))
  if (!was || !now || was.parent_id === now.parent_id) return null
  return { parentId: now.parent_id === null ? null : Number(now.parent_id) }
}

/** The parent a row gets when indented, or null when it cannot be (first row, first child). */
export const indentTarget = (rows: ReadonlyArray<WbsRow>, id: number): { readonly parentId: number | null } | null => {
  const tree = asTree(rows)
  return newParent(tree, indentRow(tree, String(id)), id)
}

/** The parent a row gets when outdented (null parentId: top level), or null for a top-level row. */
export const outdentTarget = (rows: ReadonlyArray<WbsRow>, id: number): { readonly parentId: number | null } | null => {
  const tree = asTree(rows)
  return newParent(tree, outdentRow(tree, String(id)), id)
}

/**
 * Whether each row can be indented (it has a sibling above it) and outdented (it has a parent), for
 * rows in WBS order, in one pass: the same answers as indentTarget / outdentTarget, without their
 * cost per row (a plan of thousands of rows asks this on every render).
 */
export const moveAbility = (rows: ReadonlyArray<WbsRow>): ReadonlyMap<number, { readonly canIndent: boolean; readonly canOutdent: boolean }> => {
  const seenParents = new Set<number | null>()
  const out = new Map<number, { readonly canIndent: boolean; readonly canOutdent: boolean }>()
  for (const row of rows) {
    out.set(row.id, { canIndent: seenParents.has(row.parent_id), canOutdent: row.parent_id !== null })
    seenParents.add(row.parent_id)
  }
  return out
}
