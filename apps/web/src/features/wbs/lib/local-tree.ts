import { deleteSubtree } from "@initpack/core/rules/planning/tree/delete-subtree"
import { indentRow } from "@initpack/core/rules/planning/tree/indent-row"
import { outdentRow } from "@initpack/core/rules/planning/tree/outdent-row"
import { displayIndent, treeDepths } from "@initpack/core/rules/planning/tree/tree-depth"
import { treeNumbering } from "@initpack/core/rules/planning/tree/tree-numbering"
import { treePhases } from "@initpack/core/rules/planning/tree/tree-phase"
import type { TreeRow } from "@initpack/core/rules/planning/tree/tree-types"
import type { WbsRow } from "./wbs-row"

// The screen shows an indent, outdent or delete at once, by the same core rules the server applies;
// the server's answer (the reload after the write) then replaces these rows.

type Local = WbsRow & TreeRow

const asTree = (rows: ReadonlyArray<WbsRow>): ReadonlyArray<Local> =>
  rows.map((r) => ({ ...r, id: String(r.id), parent_id: r.parent_id === null ? null : String(r.parent_id) }) as unknown as Local)

/** Numbers, phases, levels and parents of rows in WBS order, as GET /wbs answers them. */
const relabel = (tree: ReadonlyArray<Local>): ReadonlyArray<WbsRow> => {
  const numbers = treeNumbering(tree)
  const phases = treePhases(tree, (r) => r.task)
  const depths = treeDepths(tree)
  const parents = new Set(tree.flatMap((r) => (r.parent_id === null ? [] : [r.parent_id])))
  return tree.map((r) => {
    const depth = depths.get(r.id) ?? 0
    return {
      ...r,
      id: Number(r.id),
      parent_id: r.parent_id === null ? null : Number(r.parent_id),
      wbs: numbers.get(r.id) ?? "",
      phase: phases.get(r.id) ?? r.task,
      level: depth,
      indent: displayIndent(depth),
      has_children: parents.has(r.id)
    }
  })
}

export type LocalChange = { readonly kind: "indent" | "outdent" | "delete"; readonly id: number }

/** The rows after a change, or the same array when the change does nothing. */
export const applyLocally = (rows: ReadonlyArray<WbsRow>, change: LocalChange): ReadonlyArray<WbsRow> => {
  const tree = asTree(rows)
  const id = String(change.id)
  const next = change.kind === "indent" ? indentRow(tree, id) : change.kind === "outdent" ? outdentRow(tree, id) : deleteSubtree(tree, id)
  return next === tree ? rows : relabel(next)
}
