import type { OkResponse } from "../../responses/ok-response"
import * as Effect from "effect/Effect"
import { StakeholderRepository } from "../../ports/waterfall/stakeholder-repository"
import type { StakeholderDeleteRequest } from "../../requests/waterfall/stakeholder-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { ItemNotFound, StaleVersion } from "./errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { stakeholderView } from "./stakeholder-view"
import { STAKEHOLDER_NOT_FOUND, STALE_VERSION } from "./texts"

/** POST /stakeholder/delete {project_name, stakeholder_id} (+ version): deleting a row changed elsewhere answers 409. */
export const deleteStakeholder = (auth: Authenticated, body: StakeholderDeleteRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "stakeholders")
    const repo = yield* StakeholderRepository
    const expected = body.version ?? null
    const removed = yield* repo.remove(open.project.id, body.stakeholder_id, expected)
    if (removed) return { ok: true } satisfies OkResponse
    const current = (yield* repo.list(open.project.id)).find((r) => r.id === body.stakeholder_id)
    if (!current) return yield* new ItemNotFound({ message: STAKEHOLDER_NOT_FOUND })
    return yield* new StaleVersion({ message: STALE_VERSION, current_version: current.version, current: stakeholderView(current) })
  })
