import type { StakeholderListResponse } from "../../responses/waterfall/stakeholder-responses"
import * as Effect from "effect/Effect"
import { StakeholderRepository } from "../../ports/waterfall/stakeholder-repository"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { stakeholderView } from "./stakeholder-view"

/** GET /stakeholder/list: the register (any project method). Free plan: no stakeholders. */
export const listStakeholders = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref)
    yield* requireFeature(open, "stakeholders")
    const rows = (yield* (yield* StakeholderRepository).list(open.project.id)).map(stakeholderView)
    return { project_id: open.project.id, project_name: open.project.name, stakeholders: rows } satisfies StakeholderListResponse
  })
