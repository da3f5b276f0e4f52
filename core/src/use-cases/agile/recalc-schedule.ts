import type { ScheduleMessageResponse } from "../../responses/agile/schedule-responses"
import * as Effect from "effect/Effect"
import { SCHEDULE_RECALCULATED } from "../../messages/agile"
import type { ScheduleBaseStartRequest } from "../../requests/agile/schedule-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject } from "./agile-project"
import { baseStartOf, loadScheduleRows, saveArranged } from "./schedule-view"
import { writeDocument } from "./versioned-write"

/** POST /agile/schedule/recalc {base_start}: working-day dates from the base start (core's date rules); the base start is saved. */
export const recalcSchedule = (auth: Authenticated, request: ScheduleBaseStartRequest) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, request)
    const { plan, rows } = yield* loadScheduleRows(project.id)
    const base_start = baseStartOf(request.base_start, plan, auth.now)
    const newPlan = { title: plan?.title || `${project.name} delivery plan`, project_name: plan?.project_name || project.name, base_start }
    const view = yield* saveArranged(project.id, newPlan, rows, rows)
    yield* writeDocument(project.id, "schedule", newPlan)
    return { ok: true, message: SCHEDULE_RECALCULATED, ...view } satisfies ScheduleMessageResponse
  })
