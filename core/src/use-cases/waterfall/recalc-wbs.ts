import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import type { WbsRecalcRequest } from "../../requests/waterfall/wbs-requests"
import { todayIso } from "../../rules/planning/dates/display-date"
import { recalculateDates } from "../../rules/planning/dates/recalculate-dates"
import { scheduleNetwork } from "../../rules/planning/network/schedule-network"
import { treeNumbering } from "../../rules/planning/tree/tree-numbering"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { linkLabel, taskLinks } from "./wbs-links"
import { wbsTree, wbsView } from "./wbs-tree"

/**
 * POST /wbs/recalc {project_id, project_name, base_start}: start and finish dates by core's working-day
 * rules. Without task links or 'start no earlier than' dates: the spec's chain (recalculateDates), as
 * before; otherwise the network (scheduleNetwork), which also answers float, critical rows, the project
 * finish and a critical path. A cycle or a link to a missing task answers 400 and saves nothing.
 */
export const recalcWbs = (auth: Authenticated, body: WbsRecalcRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "wbs")
    const repo = yield* WbsRepository
    const tree = wbsTree(yield* repo.list(open.project.id))
    const links = yield* repo.listLinks(open.project.id)
    const base = body.base_start ?? todayIso(auth.now.getTime())
    // only the rows whose dates changed (the rules return an unchanged row as it came)
    const save = (rows: typeof tree) =>
      repo.setDates(
        open.project.id,
        rows.flatMap((r, i) => (r === tree[i] ? [] : [{ id: Number(r.id), start_date: r.start_date, end_date: r.end_date }]))
      )
    if (links.length === 0 && tree.every((r) => r.start_no_earlier_than === null)) {
      const dated = recalculateDates(tree, base)
      if (Either.isLeft(dated)) return yield* new InvalidInput({ message: dated.left.message })
      yield* save(dated.right)
      return { ok: true, base_start: base, updated: dated.right.length, items: wbsView(dated.right, links) }
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
      ok: true,
      base_start: base,
      updated: plan.rows.length,
      items,
      project_finish: plan.projectFinish,
      critical_path: plan.criticalPath.map((i) => numbers.get(plan.rows[i]!.id) ?? "")
    }
  })
