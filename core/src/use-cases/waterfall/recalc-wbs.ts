import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import type { WbsRecalcRequest } from "../../requests/waterfall/wbs-requests"
import { todayIso } from "../../rules/planning/dates/display-date"
import { recalculateDates } from "../../rules/planning/dates/recalculate-dates"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { wbsTree, wbsView } from "./wbs-tree"

/** POST /wbs/recalc {project_id, project_name, base_start}: start and finish dates by core's working-day rules. */
export const recalcWbs = (auth: Authenticated, body: WbsRecalcRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "wbs")
    const repo = yield* WbsRepository
    const tree = wbsTree(yield* repo.list(open.project.id))
    const base = body.base_start ?? todayIso(auth.now.getTime())
    const dated = recalculateDates(tree, base)
    if (Either.isLeft(dated)) return yield* new InvalidInput({ message: dated.left.message })
    yield* repo.setDates(open.project.id, dated.right.map((r) => ({ id: Number(r.id), start_date: r.start_date, end_date: r.end_date })))
    return { ok: true, base_start: base, updated: dated.right.length, items: wbsView(dated.right) }
  })
