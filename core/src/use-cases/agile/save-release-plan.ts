import type { ReleaseSavedResponse } from "../../responses/agile/release-responses"
import * as Effect from "effect/Effect"
import { BacklogRepository } from "../../ports/agile/backlog-repository"
import type { ReleaseSaveRequest } from "../../requests/agile/release-requests"
import { normaliseLanes } from "../../rules/planning/release/normalise-lanes"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject } from "./agile-project"
import { loadRelease, releaseView, toApiLanes, toRuleLanes } from "./release-view"
import { writeDocument } from "./versioned-write"

/**
 * POST /agile/release/save {lanes, wip_limits}: unknown stories dropped, a story kept in its first lane
 * only, lanes renumbered by 10; WIP limits at least 1 (agile.md §4, §5). Stale version -> 409.
 */
export const saveReleasePlan = (auth: Authenticated, request: ReleaseSaveRequest) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, request)
    const { stories } = yield* (yield* BacklogRepository).list(project.id)
    const lanes = toApiLanes(normaliseLanes(toRuleLanes(request.lanes), stories.map((s) => String(s.id))))
    yield* writeDocument(project.id, "release", { lanes, wip_limits: request.wip_limits }, request.version)
    return { ok: true, ...releaseView(yield* loadRelease(project.id)) } satisfies ReleaseSavedResponse
  })
