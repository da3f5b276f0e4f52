import { dayToIso } from "../dates/day-number"
import { dayOfOrdinal } from "../dates/working-days"
import { parentPositions } from "../tree/parent-positions"
import type { NetworkRow, NetworkSchedule } from "./schedule-network"

/** What the scheduling engine found for one row (dates YYYY-MM-DD, float in working days). */
export interface TaskScheduleResult {
  readonly early_start: string
  readonly early_finish: string
  readonly late_start: string
  readonly late_finish: string
  readonly total_float: number
  readonly free_float: number
  readonly critical: boolean
}

/** Whole working days from the first ordinal to a half-day point (as the engine counts float). */
const work = (p: number): number => (p + 1) >> 1

/**
 * Each row's early and late dates, float and critical flag. A leaf's late dates are its early ones moved by
 * its total float in working days (a milestone with float moves to an evening: from a morning, one day of
 * float keeps its date); a summary spans its rows' late dates (its float is its least-float row's).
 */
export const scheduleResults = <R extends NetworkRow>(rows: ReadonlyArray<R>, schedule: NetworkSchedule<R>): Array<TaskScheduleResult> => {
  const n = rows.length
  const parent = parentPositions(rows)
  const lateStart = new Int32Array(n)
  const lateFinish = new Int32Array(n)
  const isParent = new Uint8Array(n)
  for (let i = 0; i < n; i++) if (parent[i]! >= 0) isParent[parent[i]!] = 1
  for (let i = 0; i < n; i++) {
    const tf = schedule.totalFloat[i]!
    const s = schedule.startPoint[i]!
    const f = schedule.finishPoint[i]!
    if (isParent[i] === 1) {
      lateStart[i] = 0x3fffffff
      lateFinish[i] = -0x3fffffff
    } else if (s === f && tf === 0) {
      lateStart[i] = schedule.start[i]!
      lateFinish[i] = schedule.finish[i]!
    } else {
      // the evening with `work` w is day ordinal w - 1; a task's morning 2k is day ordinal k
      lateFinish[i] = dayOfOrdinal(work(f) + tf - 1)
      lateStart[i] = s === f ? lateFinish[i]! : dayOfOrdinal((s >> 1) + tf)
    }
  }
  // children come after their parent in display order: walking back, a row is final before its parent takes it
  for (let i = n - 1; i >= 0; i--) {
    const p = parent[i]!
    if (isParent[i] === 1 && lateStart[i]! > lateFinish[i]!) {
      lateStart[i] = schedule.start[i]!
      lateFinish[i] = schedule.finish[i]!
    }
    if (p < 0) continue
    if (lateStart[i]! < lateStart[p]!) lateStart[p] = lateStart[i]!
    if (lateFinish[i]! > lateFinish[p]!) lateFinish[p] = lateFinish[i]!
  }
  return rows.map((_, i) => ({
    early_start: dayToIso(schedule.start[i]!),
    early_finish: dayToIso(schedule.finish[i]!),
    late_start: dayToIso(lateStart[i]!),
    late_finish: dayToIso(lateFinish[i]!),
    total_float: schedule.totalFloat[i]!,
    free_float: schedule.freeFloat[i]!,
    critical: schedule.critical[i] === 1
  }))
}
