import type { WbsRecalcResponse } from "../../responses/waterfall/wbs-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import { recalculateDates } from "../../rules/planning/dates/recalculate-dates"
import { scheduleNetwork } from "../../rules/planning/network/schedule-network"
import { treeNumbering } from "../../rules/planning/tree/tree-numbering"
import { InvalidInput } from "../platform/errors"
import { linkLabel, taskLinks } from "./wbs-links"
import { wbsTree, wbsView } from "./wbs-tree"

/**
 * The WBS's start and finish dates from `base` by core's working-day rules, saved (only the rows whose dates
 * changed). Without task links or 'start no earlier than' dates: the spec's chain (recalculateDates);
 * otherwise the network (scheduleNetwork), which also answers float, critical rows, the project finish and a
 * critical path. A cycle or a link to a missing task fails with InvalidInput and saves nothing.
 */
export const rescheduleWbs = (projectId: number, base: string) =>
  Effect.gen(function* () {
    const repo = yield* WbsRepository
    const tree = wbsTree(yield* repo.list(projectId))
    const links = yield* repo.listLinks(projectId)
    // only the rows whose dates changed (the rules return an unchanged row as it came)
    const save = (rows: typeof tree) =>
      repo.setDates(
        projectId,
        rows.flatMap((r, i) => (r === tree[i] ? [] : [{ id: Number(r.id), start_date: r.start_date, end_date: r.end_date }]))
      )
    if (links.length === 0 && tree.every((r) => r.start_no_earlier_than === null)) {
      const dated = recalculateDates(tree, base)
      if (Either.isLeft(dated)) return yield* new InvalidInput({ message: dated.left.message })
      yield* save(dated.right)
      return { ok: true as const, base_start: base, updated: dated.right.length, items: wbsView(dated.right, links) } satisfies WbsRecalcResponse
    }
    const planned = scheduleNetwork(tree, taskLinks(links), base, { label: linkLabel(tree) })
    if (Either.isLeft(planned)) return yield* new InvalidInput({ message: planned.left.message })
    const plan = planned.right
    yield* save(plan.rows)
    const numbers = treeNumbering(plan.rows)
    const items = wbsView(plan.rows, links).map((item, i) => ({
      ...item,
      total_float: plan.totalFloat[i]!,
      free_float: plan.freeFloat[i]!,
      critical: plan.critical[i] === 1
    }))
    return {
      ok: true as const,
      base_start: base,
      updated: plan.rows.length,
      items,
      project_finish: plan.projectFinish,
      critical_path: plan.criticalPath.map((i) => numbers.get(plan.rows[i]!.id) ?? "")
    } satisfies WbsRecalcResponse
  })

/** The plan's start: the earliest start date of its rows; null when no row has dates yet. */
export const planStartOf = (rows: ReadonlyArray<{ readonly start_date: string | null }>): string | null =>
  rows.reduce<string | null>((min, r) => (r.start_date && /^\d{4}-\d{2}-\d{2}$/.test(r.start_date) && (min === null || r.start_date < min) ? r.start_date : min), null)
