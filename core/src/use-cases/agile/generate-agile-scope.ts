import type { AgileScopeDraftResponse } from "../../responses/agile/scope-responses"
import * as Effect from "effect/Effect"
import { recordAiUse } from "./record-ai-use"
import { QUICK_DRAFT_SUMMARY_REQUIRED } from "../../messages/agile"
import { Drafter } from "../../ports/drafter"
import type { AgileScopeGenerateRequest } from "../../requests/agile/scope-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { agileProject } from "./agile-project"
import { dedupeAgileScope, readAgileScope } from "./agile-scope-document"
import { writeDocument } from "./versioned-write"

/** POST /agile/scope/generate: the Quick Draft. A non-empty summary is required (agile.md §5); the drafted scope replaces the stored one. */
export const generateAgileScope = (auth: Authenticated, request: AgileScopeGenerateRequest) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, request)
    const summary = request.seed_context.trim()
    if (summary === "") return yield* new InvalidInput({ message: QUICK_DRAFT_SUMMARY_REQUIRED })
    const drafter = yield* Drafter
    const draft = yield* drafter.agileQuickDraft({ project_name: project.name, summary })
    yield* recordAiUse(auth, "agileQuickDraft", project.id)
    const scope = dedupeAgileScope(readAgileScope(draft))
    const version = yield* writeDocument(project.id, "scope", scope)
    return { ok: true, project_id: project.id, project_name: project.name, scope, version, model: drafter.name } satisfies AgileScopeDraftResponse
  })
