import type { ExpandVisionResponse } from "../../responses/agile/scope-responses"
import * as Effect from "effect/Effect"
import { recordAiUse } from "./record-ai-use"
import { Drafter } from "../../ports/drafter"
import type { ExpandVisionRequest } from "../../requests/agile/scope-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject } from "./agile-project"
import { agileScopeContext, loadAgileScope } from "./agile-scope-document"

/** POST /agile/scope/expand_vision: a fuller vision; answers vision, text and in_scope (agile.md §7). Nothing is saved. */
export const expandAgileVision = (auth: Authenticated, request: ExpandVisionRequest) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, request)
    const { scope } = yield* loadAgileScope(project.id)
    const drafter = yield* Drafter
    const { vision } = yield* drafter.expandVision({
      project_name: project.name,
      current_text: request.current_text.trim() || scope.vision.text,
      north_star_metric: request.north_star_metric.trim() || scope.vision.north_star_metric,
      context: agileScopeContext(project.name, scope)
    })
    yield* recordAiUse(auth, "expandVision", project.id)
    return { ok: true, vision, text: vision.text, in_scope: vision.text, north_star_metric: vision.north_star_metric } satisfies ExpandVisionResponse
  })
