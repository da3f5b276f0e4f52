import * as Effect from "effect/Effect"
import type { AgileScopeSaveRequest } from "../../requests/agile/scope-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject } from "./agile-project"
import { writeDocument } from "./versioned-write"

/** POST /agile/scope/save: the whole scope (overwrite); with a version, a stale save is refused (409). */
export const saveAgileScope = (auth: Authenticated, request: AgileScopeSaveRequest) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, request)
    const version = yield* writeDocument(project.id, "scope", request.data, request.version)
    return { ok: true, project_id: project.id, version, saved_at: auth.now.toISOString(), scope: request.data }
  })
