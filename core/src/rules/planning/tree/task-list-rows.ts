import { TREE_ORDER_STEP } from "./tree-types"

export interface TaskListRow {
  /** The row of the list this one is under, or null for a row directly under the list's parent. */
  readonly parentIndex: number | null
  /** Order among its siblings inside the list (10, 20, 30 ...); the top rows' order is set by the caller. */
  readonly orderIndex: number
  readonly depth: number
}

/**
 * The tree of a pasted or imported task list from each row's level (0: under the list's parent; 1: under
 * the nearest row above at level 0; ...). A level deeper than one below the row above is taken as one below.
 */
export const taskListRows = (levels: ReadonlyArray<number>): ReadonlyArray<TaskListRow> => {
  const open: number[] = [] // open[d]: index of the last row at depth d
  const childCount = new Map<number | null, number>()
  return levels.map((level, i) => {
    const depth = Math.max(0, Math.min(Math.floor(level), open.length))
    open.length = depth
    const parentIndex = depth === 0 ? null : open[depth - 1]!
    const n = (childCount.get(parentIndex) ?? 0) + 1
    childCount.set(parentIndex, n)
    open.push(i)
    return { parentIndex, orderIndex: n * TREE_ORDER_STEP, depth }
  })
}
