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
  // start/finish as working-day ordinals (small integers, so no boxed numbers in the loops)
  const start = new Int32Array(n).fill(0x7fffffff)
  const finish = new Int32Array(n).fill(-0x80000000)
  let next = workingOrdinal(toWorkingDay(base))
  let anchor = next
  for (let i = 0; i < n; i++) {
    if (isParent[i] === 1) continue
    const d = leafDuration(rows[i]!.duration_days, rows[i]!.type)
    if (d === 0) {
      start[i] = anchor
      finish[i] = anchor
    } else {
      start[i] = next
      finish[i] = next + d - 1
      anchor = finish[i]!
      next = anchor + 1
    }
  }
  // children come after their parent, so a reverse pass rolls spans up the tree
  for (let i = n - 1; i >= 0; i--) {
    const p = parent[i]!
    if (p < 0) continue
    if (start[i]! < start[p]!) start[p] = start[i]!
    if (finish[i]! > finish[p]!) finish[p] = finish[i]!
  }
  const format = makeIsoFormatter()
  const out = new Array<R>(n)
  for (let i = 0; i < n; i++) {
    const row = rows[i]!
    const start_date = format(dayOfOrdinal(start[i]!))
    const end_date = format(dayOfOrdinal(finish[i]!))
    // a row whose dates did not change is shared, not copied
    out[i] = row.start_date === start_date && row.end_date === end_date ? row : { ...row, start_date, end_date }
  }
  return Either.right(out)
}
