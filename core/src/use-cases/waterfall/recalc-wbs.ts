import * as Effect from "effect/Effect"
import type { WbsRecalcRequest } from "../../requests/waterfall/wbs-requests"
import { todayIso } from "../../rules/planning/dates/display-date"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { rescheduleWbs } from "./reschedule-wbs"

/**
 * POST /wbs/recalc {project_id, project_name, base_start}: start and finish dates by core's working-day
 * rules (rescheduleWbs). A cycle or a link to a missing task answers 400 and saves nothing.
 */
export const recalcWbs = (auth: Authenticated, body: WbsRecalcRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "wbs")
    return yield* rescheduleWbs(open.project.id, body.base_start ?? todayIso(auth.now.getTime()))
  })
