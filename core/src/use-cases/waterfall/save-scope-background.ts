import type { ScopeSavedResponse } from "../../responses/waterfall/scope-responses"
import * as Effect from "effect/Effect"
import { ScopeRepository } from "../../ports/waterfall/scope-repository"
import type { BackgroundSaveRequest } from "../../requests/waterfall/scope-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { StaleVersion } from "./errors"
import { openProject } from "./open-project"
import { STALE_VERSION } from "./texts"

/**
 * POST /scope/background/save: background text is saved explicitly (waterfall.md §4); "" clears it.
 * With base_saved_at (the saved_at the client read; null: none yet) a background saved since answers
 * 409 with the stored text and writes nothing; without it the save is not checked (older clients).
 */
export const saveScopeBackground = (auth: Authenticated, body: BackgroundSaveRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    const repo = yield* ScopeRepository
    const base = body.base_saved_at === undefined ? undefined : body.base_saved_at === null ? null : new Date(body.base_saved_at)
    const saved = yield* repo.saveBackground(open.project.id, body.background.trim(), auth.now, base)
    if (!saved) {
      const current = yield* repo.find(open.project.id)
      return yield* new StaleVersion({
        message: STALE_VERSION,
        current_version: current?.version ?? 0,
        current: { background: current?.background ?? "", saved_at: current?.backgroundSavedAt?.toISOString() ?? null }
      })
    }
    return { ok: true, saved_at: saved.backgroundSavedAt?.toISOString() ?? auth.now.toISOString() } satisfies ScopeSavedResponse
  })
