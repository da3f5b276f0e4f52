import type { ScheduleResponse } from "../../responses/agile/schedule-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { AgileDocumentRepository } from "../../ports/agile/agile-document-repository"
import { ScheduleTaskRepository, type ScheduleLinkRecord, type ScheduleTaskRecord } from "../../ports/agile/schedule-task-repository"
import { scheduleNetwork } from "../../rules/planning/network/schedule-network"
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
import { scheduleLinkLabel, scheduleLinksView, scheduleTaskLinks } from "./schedule-links"

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

/** The stored plan (title, project_name, base_start) or null, the rows in display order, the task links. */
export const loadScheduleRows = (projectId: number) =>
  Effect.gen(function* () {
    const documents = yield* AgileDocumentRepository
    const tasks = yield* ScheduleTaskRepository
    const doc = yield* documents.read(projectId, "schedule")
    const decoded = doc ? decodePlan(doc.data) : null
    const plan = decoded && Either.isRight(decoded) ? decoded.right : null
    const rows = toDisplayOrder((yield* tasks.list(projectId)).map(toRuleRow))
    const links = yield* tasks.listLinks(projectId)
    return { plan, rows, links }
  })

/** Float and the critical path of rows scheduled by the link network (issue 22), per row index. */
export interface ScheduleFloat {
  readonly totalFloat: ArrayLike<number>
  readonly freeFloat: ArrayLike<number>
  readonly critical: ArrayLike<number>
  readonly projectFinish: string
  readonly criticalPath: ReadonlyArray<number>
}

/**
 * GET /agile/schedule answer: plan, phases, tasks (display order, WBS number, depth capped at 8 for
 * display, has_children, predecessors in MS Project notation, links by id, start_no_earlier_than);
 * rows scheduled by the link network also carry total/free float and critical, and the answer the
 * project finish and a critical path (WBS numbers).
 */
export const scheduleView = (
  projectId: number,
  plan: SchedulePlan | null,
  rows: ReadonlyArray<ScheduleRuleRow>,
  links: ReadonlyArray<ScheduleLinkRecord> = [],
  float: ScheduleFloat | null = null
): ScheduleResponse => {
  const numbers = treeNumbering(rows)
  const linked = scheduleLinksView(rows, links, numbers)
  const depths = treeDepths(rows)
  const parents = parentsWithChildren(rows)
  const tasks = rows.map((r, i) => {
    const depth = depths.get(r.id) ?? 0
    return {
      ...toRecord(r),
      task: r.title,
      resource: resourceLabel(r.resource_json),
      wbs: numbers.get(r.id) ?? "",
      depth,
      indent: displayIndent(depth),
      has_children: parents.has(r.id),
      hasChildren: parents.has(r.id),
      start_no_earlier_than: r.start_no_earlier_than ?? null,
      predecessors: linked.get(r.id)?.predecessors ?? "",
      links: linked.get(r.id)?.links ?? [],
      ...(float ? { total_float: float.totalFloat[i] ?? 0, free_float: float.freeFloat[i] ?? 0, critical: float.critical[i] === 1 } : {})
    }
  })
  const phases = tasks.filter((t) => t.parent_id === null && t.type === "phase").map((t) => ({ id: t.id, name: t.title }))
  const network = float
    ? { project_finish: float.projectFinish, critical_path: float.criticalPath.map((i) => numbers.get(rows[i]?.id ?? "") ?? "") }
    : {}
  return { project_id: projectId, plan, phases, tasks, ...network }
}

export const loadSchedule = (projectId: number) =>
  Effect.map(loadScheduleRows(projectId), ({ plan, rows, links }) => scheduleView(projectId, plan, rows, links))

/** base_start: the request's, else the plan's, else today (UTC). */
export const baseStartOf = (requested: string | null, plan: SchedulePlan | null, now: Date): string =>
  requested ?? plan?.base_start ?? todayIso(now.getTime())

// links are checked on a fixed date when the plan has no base start yet (dates are not set then)
const CHECK_BASE = "2024-01-01"

/**
 * agile.md §3: phase_id is the top ancestor's id; dates recalculated from base_start when one is set:
 * without task links or 'start no earlier than' dates the spec's chain, as before; otherwise the link
 * network (issue 22), which also answers float. A cycle, a link to a missing task or to itself answers
 * 400 with the engine's message naming the tasks.
 */
export const arrangeRows = (rows: ReadonlyArray<ScheduleRuleRow>, baseStart: string | null, links: ReadonlyArray<ScheduleLinkRecord> = []) =>
  Effect.gen(function* () {
    const phaseIds = treePhaseIds(rows)
    const withPhases = rows.map((r) => ({ ...r, phase_id: phaseIds.get(r.id) ?? r.id }))
    const networked = links.length > 0 || rows.some((r) => (r.start_no_earlier_than ?? null) !== null)
    if (!networked) {
      if (baseStart === null) return { rows: withPhases, float: null }
      const dated = recalculateDates(withPhases, baseStart)
      if (Either.isLeft(dated)) return yield* new InvalidInput({ message: INVALID_BASE_START })
      return { rows: dated.right, float: null }
    }
    // the network needs display order (the chain above keeps the order it was given, as before)
    const ordered = toDisplayOrder(withPhases)
    const planned = scheduleNetwork(ordered, scheduleTaskLinks(links), baseStart ?? CHECK_BASE, { label: scheduleLinkLabel(ordered) })
    if (Either.isLeft(planned)) {
      const error = planned.left
      return yield* new InvalidInput({ message: error._tag === "InvalidBaseStart" ? INVALID_BASE_START : error.message })
    }
    if (baseStart === null) return { rows: ordered, float: null }
    return { rows: planned.right.rows, float: planned.right as ScheduleFloat }
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

/**
 * Arranges (phase ids, dates from the plan's base start, the task links: `links`, else the stored ones)
 * and saves the rows, then answers the schedule. Fails (saving nothing) when the links do not hold.
 */
export const saveArranged = (
  projectId: number,
  plan: SchedulePlan | null,
  before: ReadonlyArray<ScheduleRuleRow>,
  rows: ReadonlyArray<ScheduleRuleRow>,
  links?: ReadonlyArray<ScheduleLinkRecord>
) =>
  Effect.gen(function* () {
    const linked = links ?? (yield* (yield* ScheduleTaskRepository).listLinks(projectId))
    const arranged = yield* arrangeRows(rows, plan?.base_start ?? null, linked)
    yield* persistRows(projectId, before, arranged.rows)
    // rows the network scheduled are in display order already (float is indexed by them)
    return scheduleView(projectId, plan, arranged.float ? arranged.rows : toDisplayOrder(arranged.rows), linked, arranged.float)
  })
