import type { BackgroundResponse } from "../../responses/waterfall/scope-responses"
import * as Effect from "effect/Effect"
import { ScopeRepository } from "../../ports/waterfall/scope-repository"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"

/** GET /scope/background: the saved Background & Drivers text ("" when none). */
export const getScopeBackground = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref)
    const record = yield* (yield* ScopeRepository).find(open.project.id)
    return { background: record?.background ?? "", saved_at: record?.backgroundSavedAt?.toISOString() ?? null } satisfies BackgroundResponse
  })
