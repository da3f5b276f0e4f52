import type { WbsGenerateResponse } from "../../responses/waterfall/wbs-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { Drafter } from "../../ports/drafter"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import { Transactor } from "../../ports/transactor"
import type { WbsGenerateRequest } from "../../requests/waterfall/wbs-requests"
import { briefLimitWarnings } from "../../rules/planning/brief-limits"
import { todayIso } from "../../rules/planning/dates/display-date"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { windowLines } from "../pack/blackout-fit"
import { fitWbsToDeadline } from "../pack/deadline-fit"
import { rowLinks, wbsRows } from "../pack/wbs-rows"
import { openProject } from "./open-project"
import { recordGeneration, requireFeature } from "./plan-gate"
import { WBS_GENERATE_NEEDS_CONTEXT } from "./texts"
import { wbsTree, wbsView } from "./wbs-tree"

/**
 * POST /wbs/generate {project_name, project_scope, base_start}: drafts stages and tasks, replaces the
 * WBS and dates it from the base start (default today) by core's working-day rules. Free plan: no WBS.
 */
export const generateWbs = (auth: Authenticated, body: WbsGenerateRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body, WBS_GENERATE_NEEDS_CONTEXT)
    yield* requireFeature(open, "wbs")
    if (body.project_scope.trim() === "") return yield* new InvalidInput({ message: WBS_GENERATE_NEEDS_CONTEXT })
    const drafter = yield* Drafter
    const draft = yield* drafter.draftWbs({ project_name: open.project.name, project_scope: body.project_scope.trim() })
    const baseStart = body.base_start ?? todayIso(auth.now.getTime())
    // issue 19: shortened within reason to end by the scope text's deadline (warned below when it still cannot);
    // issue 33: the tasks its blackout windows hold start after them (a stored 'start no earlier than')
    const fit = fitWbsToDeadline(draft, baseStart, body.project_scope)
    const dated = wbsRows(fit.draft, baseStart, fit.windows.holds)
    if (Either.isLeft(dated)) return yield* new InvalidInput({ message: dated.left.message })
    const repo = yield* WbsRepository
    yield* (yield* Transactor).run(
      Effect.gen(function* () {
        yield* repo.deleteAll(open.project.id)
        const ids = new Map<string, number>()
        for (const row of dated.right) {
          const saved = yield* repo.insert(open.project.id, {
            parentId: row.parent_id === null ? null : (ids.get(row.parent_id) ?? null),
            orderIndex: row.order_index,
            task: row.task,
            duration_days: row.duration_days,
            start_date: row.start_date,
            end_date: row.end_date,
            resource: row.resource ?? "",
            ...(row.start_no_earlier_than !== undefined ? { start_no_earlier_than: row.start_no_earlier_than } : {})
          })
          ids.set(row.id, saved.id)
        }
        // issue 22: the drafted links, by the saved ids
        for (const row of dated.right) {
          const links = rowLinks(row).flatMap((l) => {
            const predecessorId = ids.get(l.predecessor)
            return predecessorId === undefined ? [] : [{ predecessorId, type: l.type, lag: l.lag }]
          })
          if (links.length > 0) yield* repo.setLinks(open.project.id, ids.get(row.id)!, links)
        }
      })
    )
    yield* recordGeneration(open, "ai.wbs_generate")
    const items = wbsView(wbsTree(yield* repo.list(open.project.id)), yield* repo.listLinks(open.project.id))
    // issue 19: a plan ending after the deadline the scope text states says so ("The drafted plan finishes on ...")
    const finish = dated.right.reduce<string | null>((last, r) => (r.end_date !== null && (last === null || r.end_date > last) ? r.end_date : last), null)
    const warnings = [...briefLimitWarnings({ text: body.project_scope, finish }), ...windowLines({ ...fit.windows, windows: [] })]
    return { ok: true, inserted_rows: items.length, items, model: drafter.name, ...(warnings.length > 0 ? { warnings } : {}) } satisfies WbsGenerateResponse
  })
