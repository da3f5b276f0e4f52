import * as Effect from "effect/Effect"
import { ScopeRepository } from "../../ports/waterfall/scope-repository"
import { NO_SAVED_SCOPE } from "../../messages/scope"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { scopeView } from "./scope-view"

/** GET /scope/latest: the saved scope, or found false with 'No saved scope found.' (waterfall.md §5). */
export const getLatestScope = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref)
    const record = yield* (yield* ScopeRepository).find(open.project.id)
    if (!record) return { found: false, project_id: open.project.id, project_name: open.project.name, scope: null, message: NO_SAVED_SCOPE }
    return scopeView(open, record)
  })
