import type { ReleaseSavedResponse } from "../../responses/agile/release-responses"
import * as Effect from "effect/Effect"
import type { AutoPlanRequest } from "../../requests/agile/release-requests"
import { autoPlan } from "../../rules/planning/release/auto-plan"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject } from "./agile-project"
import { loadRelease, planStories, releaseView, toApiLanes } from "./release-view"
import { writeDocument } from "./versioned-write"

/**
 * POST /agile/release/auto_plan {target_now_points}: core's planner (the same order as the client's
 * fallback, agile.md §4): done stories left out, Now filled within target_now_points, the rest to Next,
 * then Later. The target becomes the Now WIP limit; the plan is saved and its lanes returned.
 */
export const autoPlanRelease = (auth: Authenticated, request: AutoPlanRequest) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, request)
    const current = yield* loadRelease(project.id)
    const wip_limits = { ...current.wip_limits, now: request.target_now_points ?? current.wip_limits.now }
    const lanes = toApiLanes(autoPlan(planStories(current.stories), wip_limits))
    yield* writeDocument(project.id, "release", { lanes, wip_limits })
    return { ok: true, ...releaseView(yield* loadRelease(project.id)) } satisfies ReleaseSavedResponse
  })
