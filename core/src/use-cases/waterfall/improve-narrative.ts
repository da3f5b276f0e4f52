import type { NarrativeImproveResponse } from "../../responses/waterfall/scope-responses"
import * as Effect from "effect/Effect"
import { Drafter } from "../../ports/drafter"
import { ScopeRepository } from "../../ports/waterfall/scope-repository"
import { ENTER_PROJECT_NAME_FIRST } from "../../messages/scope"
import type { NarrativeImproveRequest } from "../../requests/waterfall/scope-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { recordGeneration, requireFeature } from "./plan-gate"

/**
 * POST /scope/narrative/improve: expands the In Scope narrative (120-220 words) and stores it in the
 * saved scope, which the screen reloads after 300 ms (waterfall.md §4). Expand-with-AI: paid plans.
 */
export const improveNarrative = (auth: Authenticated, body: NarrativeImproveRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body, ENTER_PROJECT_NAME_FIRST)
    yield* requireFeature(open, "scope.expand")
    const drafter = yield* Drafter
    const draft = yield* drafter.improveNarrative({ project_name: open.project.name, narrative: body.narrative, user_note: body.user_note })
    const repo = yield* ScopeRepository
    const current = yield* repo.find(open.project.id)
    if (current) yield* repo.save({ projectId: open.project.id, scope: { ...current.scope, in_scope: draft.in_scope }, history: current.history, savedAt: auth.now, clearBackground: false }, null)
    yield* recordGeneration(open, "ai.scope_narrative")
    return { in_scope: draft.in_scope, narrative: draft.in_scope } satisfies NarrativeImproveResponse
  })
