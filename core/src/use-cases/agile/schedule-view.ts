import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { AgileDocumentRepository } from "../../ports/agile/agile-document-repository"
import { ScheduleTaskRepository, type ScheduleTaskRecord } from "../../ports/agile/schedule-task-repository"
import { recalculateDates } from "../../rules/planning/dates/recalculate-dates"
import { todayIso } from "../../rules/planning/dates/display-date"
import { resourceLabel } from "../../rules/planning/tree/resource-label"
import { displayIndent, parentsWithChildren, treeDepths } from "../../rules/planning/tree/tree-depth"
import { treeNumbering } from "../../rules/planning/tree/tree-numbering"
import { treePhaseIds } from "../../rules/planning/tree/tree-phase"
import { toDisplayOrder } from "../../rules/planning/tree/to-display-order"
import { SchedulePlan } from "../../schemas/schedule"
import { InvalidInput } from "../platform/errors"
import { INVALID_BASE_START } from "./agile-texts"

/** A stored row with the tree rules' string ids. */
export interface ScheduleRuleRow extends Omit<ScheduleTaskRecord, "id" | "parent_id" | "phase_id"> {
  readonly id: string
  readonly parent_id: string | null
  readonly phase_id: string | null
}

export const toRuleRow = (r: ScheduleTaskRecord): ScheduleRuleRow => ({
  ...r,
  id: String(r.id),
  parent_id: r.parent_id === null ? null : String(r.parent_id),
  phase_id: r.phase_id === null ? null : String(r.phase_id)
})

const toRecord = (r: ScheduleRuleRow): ScheduleTaskRecord => ({
  ...r,
  id: Number(r.id),
  parent_id: r.parent_id === null ? null : Number(r.parent_id),
  phase_id: r.phase_id === null ? null : Number(r.phase_id)
})

const decodePlan = Schema.decodeUnknownEither(SchedulePlan)

/** The stored plan (title, project_name, base_start) or null, the rows in display order. */
export const loadScheduleRows = (projectId: number) =>
  Effect.gen(function* () {
    const documents = yield* AgileDocumentRepository
    const tasks = yield* ScheduleTaskRepository
    const doc = yield* documents.read(projectId, "schedule")
    const decoded = doc ? decodePlan(doc.data) : null
    const plan = decoded && Either.isRight(decoded) ? decoded.right : null
    const rows = toDisplayOrder((yield* tasks.list(projectId)).map(toRuleRow))
    return { plan, rows }
  })

/** GET /agile/schedule answer: plan, phases, tasks (display order, WBS number, depth capped at 8 for display, has_children). */
export const scheduleView = (projectId: number, plan: SchedulePlan | null, rows: ReadonlyArray<ScheduleRuleRow>) => {
  const numbers = treeNumbering(rows)
  const depths = treeDepths(rows)
  const parents = parentsWithChildren(rows)
  const tasks = rows.map((r) => {
    const depth = depths.get(r.id) ?? 0
    return {
      ...toRecord(r),
      task: r.title,
      resource: resourceLabel(r.resource_json),
      wbs: numbers.get(r.id) ?? "",
      depth,
      indent: displayIndent(depth),
      has_children: parents.has(r.id),
      hasChildren: parents.has(r.id)
    }
  })
  const phases = tasks.filter((t) => t.parent_id === null && t.type === "phase").map((t) => ({ id: t.id, name: t.title }))
  return { project_id: projectId, plan, phases, tasks }
}

export const loadSchedule = (projectId: number) =>
  Effect.map(loadScheduleRows(projectId), ({ plan, rows }) => scheduleView(projectId, plan, rows))

/** base_start: the request's, else the plan's, else today (UTC). */
export const baseStartOf = (requested: string | null, plan: SchedulePlan | null, now: Date): string =>
  requested ?? plan?.base_start ?? todayIso(now.getTime())

/** agile.md §3: phase_id is the top ancestor's id; dates recalculated from base_start when one is set. */
export const arrangeRows = (rows: ReadonlyArray<ScheduleRuleRow>, baseStart: string | null) =>
  Effect.gen(function* () {
    const phaseIds = treePhaseIds(rows)
    const withPhases = rows.map((r) => ({ ...r, phase_id: phaseIds.get(r.id) ?? r.id }))
    if (baseStart === null) return withPhases
    const dated = recalculateDates(withPhases, baseStart)
    if (Either.isLeft(dated)) return yield* new InvalidInput({ message: INVALID_BASE_START })
    return dated.right
  })

const same = (a: ScheduleRuleRow, b: ScheduleRuleRow) =>
  (Object.keys(a) as Array<keyof ScheduleRuleRow>).every((k) => a[k] === b[k])

/** Writes the rows that differ from `before` (matched by id). */
export const persistRows = (projectId: number, before: ReadonlyArray<ScheduleRuleRow>, after: ReadonlyArray<ScheduleRuleRow>) =>
  Effect.gen(function* () {
    const tasks = yield* ScheduleTaskRepository
    const old = new Map(before.map((r) => [r.id, r]))
    for (const row of after) {
      const prev = old.get(row.id)
      if (prev === undefined || !same(prev, row)) yield* tasks.update(projectId, toRecord(row))
    }
  })

/** Arranges (phase ids, dates from the plan's base start) and saves the rows, then answers the schedule. */
export const saveArranged = (projectId: number, plan: SchedulePlan | null, before: ReadonlyArray<ScheduleRuleRow>, rows: ReadonlyArray<ScheduleRuleRow>) =>
  Effect.gen(function* () {
    const arranged = yield* arrangeRows(rows, plan?.base_start ?? null)
    yield* persistRows(projectId, before, arranged)
    return scheduleView(projectId, plan, toDisplayOrder(arranged))
  })
