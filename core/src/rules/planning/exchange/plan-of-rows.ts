import * as Either from "effect/Either"
import { isoToDay } from "../dates/day-number"
import { leafDuration } from "../dates/leaf-duration"
import { toWorkingDay, workingOrdinal } from "../dates/working-days"
import { scheduleNetwork, type NetworkRow } from "../network/schedule-network"
import { scheduleResults } from "../network/schedule-results"
import type { TaskLink } from "../network/task-link"
import { resourceLabel } from "../tree/resource-label"
import type { Plan, PlanTask } from "./plan-model"

export interface PlanRow extends NetworkRow {
  readonly name: string
  readonly resource: string | null
}

/** Working days from start to finish, both counted (a summary's duration). */
export const spanDays = (start: string | null, finish: string | null): number => {
  const s = isoToDay(start)
  const f = isoToDay(finish)
  if (s === null || f === null || f < s) return 0
  return workingOrdinal(toWorkingDay(f)) - workingOrdinal(toWorkingDay(s)) + 1
}

/**
 * A WBS or schedule (rows in display order, with links) as a plan for export. Stored dates are kept;
 * a row without dates takes those the network gives from `baseStart` (or the plan's earliest start; a plan
 * never dated starts `today`, the caller's date, as a recalculation without a base start would).
 */
export const planOfRows = (title: string, rows: ReadonlyArray<PlanRow>, links: ReadonlyArray<TaskLink>, baseStart: string | null, today: string): Plan => {
  const earliest = rows.reduce<string | null>((min, r) => (r.start_date !== null && (min === null || r.start_date < min) ? r.start_date : min), null)
  const start = baseStart ?? earliest ?? today
  const scheduled = scheduleNetwork(rows, links, start)
  const computed = Either.isRight(scheduled) ? scheduled.right.rows : rows
  const results = Either.isRight(scheduled) ? scheduleResults(rows, scheduled.right) : undefined
  const parents = new Set(rows.flatMap((r) => (r.parent_id === null ? [] : [r.parent_id])))
  const tasks: Array<PlanTask> = rows.map((r, i) => {
    const from = r.start_date ?? computed[i]!.start_date ?? null
    const to = r.end_date ?? computed[i]!.end_date ?? null
    return {
      key: r.id,
      parentKey: r.parent_id,
      name: r.name,
      durationDays: parents.has(r.id) ? spanDays(from, to) : leafDuration(r.duration_days, r.type),
      start: from,
      finish: to,
      resources: resourceLabel(r.resource)
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s !== ""),
      startNoEarlierThan: r.start_no_earlier_than ?? null,
      kind: r.type ?? null,
      ...(results ? { schedule: results[i]! } : {})
    }
  })
  return {
    title,
    start: earliest !== null && earliest < start ? earliest : start,
    tasks,
    links,
    ...(Either.isRight(scheduled) ? { finish: scheduled.right.projectFinish } : {})
  }
}
