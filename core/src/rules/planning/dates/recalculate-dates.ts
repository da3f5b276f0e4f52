import * as Either from "effect/Either"
import type { TreeRow } from "../tree/tree-types"
import { parentPositions } from "../tree/parent-positions"
import { isoToDay } from "./day-number"
import { makeIsoFormatter } from "./iso-formatter"
import { InvalidBaseStart } from "./date-errors"
import { leafDuration } from "./leaf-duration"
import { dayOfOrdinal, toWorkingDay, workingOrdinal } from "./working-days"

export interface DatedRow extends TreeRow {
  readonly duration_days: number | null
  readonly type?: string | null
  readonly start_date: string | null
  readonly end_date: string | null
}

/**
 * Recalculate start and end dates of a WBS or agile schedule from a base start
 * (docs/scheduling.md). Rows must be in display (pre-)order, as from toDisplayOrder.
 * - working days are Monday-Friday; a base start on a weekend moves to Monday;
 * - leaves run finish-to-start in display order: a leaf of d > 0 days starts on the working day
 *   after the previous leaf's finish (the first on the base start) and finishes d - 1 working
 *   days after its start; a 0-day leaf (milestone or gate) sits on the previous leaf's finish
 *   (or the base start) and does not move the next start;
 * - a row with children spans them (earliest start, latest finish); a row without children is a leaf.
 * Durations are left as they are; only start_date and end_date change (rows whose dates stay
 * the same are returned as they are).
 */
export const recalculateDates = <R extends DatedRow>(
  rows: ReadonlyArray<R>,
  baseStart: string
): Either.Either<Array<R>, InvalidBaseStart> => {
  const base = isoToDay(baseStart)
  if (base === null) return Either.left(new InvalidBaseStart({ value: baseStart }))
  const n = rows.length
  const parent = parentPositions(rows)
  const isParent = new Uint8Array(n)
  for (let i = 0; i < n; i++) if (parent[i]! >= 0) isParent[parent[i]!] = 1
  // start/finish as working-day ordinals (small integers, so no boxed numbers in the loops), and
  // for each row the leaf whose start/finish it takes, so a parent reuses that leaf's date strings
  const start = new Int32Array(n)
  const finish = new Int32Array(n)
  const startFrom = new Int32Array(n)
  const finishFrom = new Int32Array(n)
  const out = new Array<R>(n)
  // a parent's dates are final once its subtree closes; rolling them up to its parent then keeps
  // the work near rows still in the CPU cache
  // widens parent p's span to take in row j's: a leaf's own dates (startFrom[j] = j) or a closed parent's
  const rollUp = (j: number, p: number): void => {
    if (start[j]! < start[p]!) {
      start[p] = start[j]!
      startFrom[p] = startFrom[j]!
    }
    if (finish[j]! > finish[p]!) {
      finish[p] = finish[j]!
      finishFrom[p] = finishFrom[j]!
    }
  }
  const close = (j: number): void => {
    const row = rows[j]!
    const startText = out[startFrom[j]!]!.start_date
    const endText = out[finishFrom[j]!]!.end_date
    out[j] = row.start_date === startText && row.end_date === endText ? row : { ...row, start_date: startText, end_date: endText }
    const p = parent[j]!
    if (p >= 0) rollUp(j, p)
  }
  // open parents, outermost first; in display order a row's parent is always among them
  const open = new Int32Array(n)
  let top = 0
  let inOrder = true
  // leaves in display order: their dates never go backwards, so one month-cached formatter serves
  // them all; a 1-day leaf and a milestone reuse a string already made
  const format = makeIsoFormatter()
  let next = workingOrdinal(toWorkingDay(base))
  let anchor = next
  let anchorText: string | undefined
  for (let i = 0; i < n; i++) {
    const p = parent[i]!
    if (inOrder) {
      while (top > 0 && open[top - 1] !== p) {
        const j = open[--top]!
        // a parent none of whose children came yet, or (below) a row whose parent already closed:
        // rows out of display order, so spans are rolled up afterwards instead
        if (start[j] === 0x7fffffff) {
          inOrder = false
          break
        }
        close(j)
      }
      if (p >= 0 && top === 0) inOrder = false
    }
    if (isParent[i] === 1) {
      start[i] = 0x7fffffff
      finish[i] = -0x80000000
      open[top++] = i
      continue
    }
    const row = rows[i]!
    const d = leafDuration(row.duration_days, row.type)
    let startText: string
    let endText: string
    if (d === 0) {
      start[i] = anchor
      finish[i] = anchor
      anchorText ??= format(dayOfOrdinal(anchor))
      startText = anchorText
      endText = anchorText
    } else {
      start[i] = next
      finish[i] = next + d - 1
      startText = format(dayOfOrdinal(next))
      endText = d === 1 ? startText : format(dayOfOrdinal(next + d - 1))
      anchor = next + d - 1
      anchorText = endText
      next = anchor + 1
    }
    startFrom[i] = i
    finishFrom[i] = i
    // a row whose dates did not change is shared, not copied
    out[i] = row.start_date === startText && row.end_date === endText ? row : { ...row, start_date: startText, end_date: endText }
    if (p >= 0) rollUp(i, p)
  }
  if (inOrder) while (top > 0) close(open[--top]!)
  else {
    // children come after their parent, so a reverse pass rolls all spans up the tree again
    for (let i = 0; i < n; i++) {
      if (isParent[i] === 1) {
        start[i] = 0x7fffffff
        finish[i] = -0x80000000
      }
    }
    for (let i = n - 1; i >= 0; i--) {
      if (isParent[i] === 1) close(i)
      else if (parent[i]! >= 0) rollUp(i, parent[i]!)
    }
  }
  return Either.right(out)
}
