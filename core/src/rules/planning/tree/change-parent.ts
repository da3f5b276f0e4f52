import * as Either from "effect/Either"
import { indexTree } from "./tree-index"
import { outdentRow } from "./outdent-row"
import { renumberChildren } from "./renumber-children"
import { ParentCycle, ParentNotFound, TaskNotFound, type ParentChangeError } from "./tree-errors"
import type { TreeRow } from "./tree-types"

/** A parent change is valid when the row and the new parent exist and the parent is not in the row's subtree. */
export const validateParentChange = (
  rows: ReadonlyArray<TreeRow>,
  id: string,
  parentId: string | null
): Either.Either<void, ParentChangeError> => {
  const byId = new Map(rows.map((r) => [r.id, r]))
  if (!byId.has(id)) return Either.left(new TaskNotFound({ id }))
  if (parentId === null) return Either.void
  if (!byId.has(parentId)) return Either.left(new ParentNotFound({ parentId }))
  // follow the new parent's ancestors; meeting the row means a cycle (bounded against bad data)
  let cur: string | null = parentId
  for (let steps = 0; cur !== null && steps <= rows.length; steps++) {
    if (cur === id) return Either.left(new ParentCycle({ id, parentId }))
    cur = byId.get(cur)?.parent_id ?? null
  }
  return Either.void
}

/** Move the row (with its subtree) to be the last child of parentId (null: last top-level row). */
export const changeParent = <R extends TreeRow>(
  rows: ReadonlyArray<R>,
  id: string,
  parentId: string | null
): Either.Either<ReadonlyArray<R>, ParentChangeError> =>
  Either.map(validateParentChange(rows, id, parentId), () => {
    const index = indexTree(rows)
    const i = index.pos.get(id)!
    const oldParent = rows[i]!.parent_id
    const block = rows.slice(i, index.end[i]!)
    block[0] = { ...block[0]!, parent_id: parentId }
    const rest = [...rows.slice(0, i), ...rows.slice(index.end[i]!)]
    let at = rest.length
    if (parentId !== null) {
      const restIndex = indexTree(rest)
      at = restIndex.end[restIndex.pos.get(parentId)!]!
    }
    return renumberChildren([...rest.slice(0, at), ...block, ...rest.slice(at)], [oldParent, parentId])
  })

/**
 * A parent change as the screens make it (waterfall.md §4): to the row's grandparent (Shift+Tab) the row
 * lands right after its former parent's subtree, as outdentRow does; to any other parent (Tab: the row
 * above) it becomes that parent's last child.
 */
export const moveUnderParent = <R extends TreeRow>(
  rows: ReadonlyArray<R>,
  id: string,
  parentId: string | null
): Either.Either<ReadonlyArray<R>, ParentChangeError> => {
  const byId = new Map(rows.map((r) => [r.id, r]))
  const oldParent = byId.get(id)?.parent_id ?? null
  const grandparent = oldParent === null ? undefined : (byId.get(oldParent)?.parent_id ?? null)
  return oldParent !== null && parentId === grandparent ? Either.right(outdentRow(rows, id)) : changeParent(rows, id, parentId)
}
