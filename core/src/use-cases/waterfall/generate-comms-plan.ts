import type { CommsDraftResponse } from "../../responses/waterfall/comms-responses"
import * as Effect from "effect/Effect"
import { Drafter } from "../../ports/drafter"
import { CommsRepository } from "../../ports/waterfall/comms-repository"
import { StakeholderRepository } from "../../ports/waterfall/stakeholder-repository"
import { withRegisterAudiences } from "../../rules/comms/register-audiences"
import type { CommsShortplanRequest } from "../../requests/waterfall/comms-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { commsContext } from "./comms-context"
import { openProject } from "./open-project"
import { recordGeneration, requireFeature } from "./plan-gate"

/**
 * POST /comms/shortplan {project_name, context, project_approach, project_method}: drafts and saves a
 * short plan for the approach (Waterfall or Agile); an empty context uses the prefill. Free plan: none. The
 * stakeholder register's high-influence or high-interest groups no drafted audience names are added (issue 37).
 */
export const generateCommsPlan = (auth: Authenticated, body: CommsShortplanRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "comms")
    const context = body.context.trim() || (yield* commsContext(open, body.project_approach, body.project_method))
    const drafter = yield* Drafter
    const drafted = yield* drafter.commsPlan({
      project_name: open.project.name,
      context,
      project_approach: body.project_approach,
      project_method: body.project_method
    })
    // issue 37: every high-influence or high-interest group of the register is an audience, external ones too
    const plan = withRegisterAudiences(drafted, yield* (yield* StakeholderRepository).list(open.project.id))
    const id = yield* (yield* CommsRepository).save({
      projectId: open.project.id,
      approach: body.project_approach,
      method: body.project_method,
      contextUsed: context,
      plan,
      createdAt: auth.now
    })
    yield* recordGeneration(open, "ai.comms_plan")
    return { plan, context_used: context, saved_id: id, id, project_approach: body.project_approach, project_method: body.project_method, model: drafter.name } satisfies CommsDraftResponse
  })
