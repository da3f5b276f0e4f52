import * as Effect from "effect/Effect"
import { StakeholderRepository } from "../../ports/waterfall/stakeholder-repository"
import type { StakeholderDeleteRequest } from "../../requests/waterfall/stakeholder-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { ItemNotFound } from "./errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { STAKEHOLDER_NOT_FOUND } from "./texts"

/** POST /stakeholder/delete {project_name, stakeholder_id}. */
export const deleteStakeholder = (auth: Authenticated, body: StakeholderDeleteRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "stakeholders")
    const removed = yield* (yield* StakeholderRepository).remove(open.project.id, body.stakeholder_id)
    if (!removed) return yield* new ItemNotFound({ message: STAKEHOLDER_NOT_FOUND })
    return { ok: true }
  })
