import * as Effect from "effect/Effect"
import { ScopeRepository } from "../../ports/waterfall/scope-repository"
import type { BackgroundSaveRequest } from "../../requests/waterfall/scope-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"

/** POST /scope/background/save: background text is saved explicitly (waterfall.md §4); "" clears it. */
export const saveScopeBackground = (auth: Authenticated, body: BackgroundSaveRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    const saved = yield* (yield* ScopeRepository).saveBackground(open.project.id, body.background.trim(), auth.now)
    return { ok: true, saved_at: saved.backgroundSavedAt?.toISOString() ?? auth.now.toISOString() }
  })
