import * as Either from "effect/Either"
import type { WbsDraft } from "../../drafting/wbs"
import { draftTaskLinks, hasDraftLinks } from "../../drafting/wbs-links"
import type { InvalidBaseStart } from "../../rules/planning/dates/date-errors"
import { recalculateDates } from "../../rules/planning/dates/recalculate-dates"
import { parsePredecessors } from "../../rules/planning/network/predecessor-notation"
import { scheduleNetwork } from "../../rules/planning/network/schedule-network"
import type { LinkType } from "../../rules/planning/network/task-link"
import { TREE_ORDER_STEP } from "../../rules/planning/tree/tree-types"

/** A WBS row as the pack keeps it: a tree in display order, dated from the base start. */
export interface WbsRow {
  readonly id: string
  readonly parent_id: string | null
  readonly order_index: number
  readonly phase: string
  readonly task: string
  readonly duration_days: number
  readonly resource: string | null
  readonly start_date: string | null
  readonly end_date: string | null
  /** issue 22: the tasks this row waits for, MS Project notation with outline numbers ("1.2, 2"); "" none */
  readonly predecessors: string
  /** issue 33: 'start no earlier than' (YYYY-MM-DD) when a blackout window the brief names holds the task */
  readonly start_no_earlier_than?: string
}

const NO_HOLDS: ReadonlyMap<string, string> = new Map()

/**
 * Drafted stages become top-level rows (the phase; its duration the sum of its tasks) with their
 * tasks as children; dates come from the working-day recalculation from the base start (waterfall.md §2).
 * A draft with task links (issue 22) is dated by the network (row ids are the outline numbers the
 * links name); links the engine rejects are dropped and the chain dates the plan instead. `holds` (issue 33):
 * a 'start no earlier than' by task id (outline number), from the brief's blackout windows (blackout-fit.ts).
 */
export const wbsRows = (draft: WbsDraft, baseStart: string, holds: ReadonlyMap<string, string> = NO_HOLDS): Either.Either<Array<WbsRow>, InvalidBaseStart> => {
  const rows: Array<WbsRow> = []
  draft.phases.forEach((stage, p) => {
    const phaseId = `${p + 1}`
    rows.push({
      id: phaseId,
      parent_id: null,
      order_index: (p + 1) * TREE_ORDER_STEP,
      phase: stage.phase,
      task: stage.phase,
      duration_days: stage.tasks.reduce((sum, t) => sum + t.duration_days, 0),
      resource: null,
      start_date: null,
      end_date: null,
      predecessors: ""
    })
    stage.tasks.forEach((t, i) =>
      rows.push({
        id: `${phaseId}.${i + 1}`,
        parent_id: phaseId,
        order_index: (i + 1) * TREE_ORDER_STEP,
        phase: stage.phase,
        task: t.task,
        duration_days: t.duration_days,
        resource: t.resource.trim() === "" ? null : t.resource,
        start_date: null,
        end_date: null,
        predecessors: (t.predecessors ?? "").trim(),
        ...(holds.has(`${phaseId}.${i + 1}`) ? { start_no_earlier_than: holds.get(`${phaseId}.${i + 1}`)! } : {})
      })
    )
  })
  if (hasDraftLinks(draft)) {
    const planned = scheduleNetwork(rows, draftTaskLinks(draft), baseStart)
    if (Either.isRight(planned)) return Either.right(planned.right.rows)
    if (planned.left._tag === "InvalidBaseStart") return Either.left(planned.left)
  }
  const chain = rows.map((r) => (r.predecessors === "" ? r : { ...r, predecessors: "" }))
  if (holds.size === 0) return recalculateDates(chain, baseStart)
  // the spec's chain with the holds: the network without links is the chain (docs/scheduling.md)
  const held = scheduleNetwork(chain, [], baseStart)
  return Either.isRight(held) ? Either.right(held.right.rows) : held.left._tag === "InvalidBaseStart" ? Either.left(held.left) : recalculateDates(chain, baseStart)
}


/** First start and last finish of a dated plan. */
export const planSpan = (rows: ReadonlyArray<{ readonly start_date?: string | null; readonly end_date?: string | null }>) => {
  const starts = rows.flatMap((r) => (r.start_date ? [r.start_date] : [])).sort()
  const ends = rows.flatMap((r) => (r.end_date ? [r.end_date] : [])).sort()
  return { start: starts[0], end: ends[ends.length - 1] }
}

/** A drafted row's links by row id (the ids wbsRows gives are the outline numbers its predecessors name). */
export const rowLinks = (row: WbsRow): Array<{ readonly predecessor: string; readonly type: LinkType; readonly lag: number }> => {
  const parsed = parsePredecessors(row.predecessors)
  return Either.isRight(parsed) ? parsed.right.map((e) => ({ predecessor: e.ref, type: e.type, lag: e.lag })) : []
}
