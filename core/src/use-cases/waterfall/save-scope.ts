import type { ScopeSavedResponse } from "../../responses/waterfall/scope-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { ScopeRepository } from "../../ports/waterfall/scope-repository"
import { ENTER_PROJECT_NAME_FIRST } from "../../messages/scope"
import type { ScopeSaveRequest } from "../../requests/waterfall/scope-requests"
import { itemText } from "../../rules/pack-review/review-lines"
import { SCOPE_SECTIONS } from "../../schemas/enum-lists"
import { GoalItems, ScopeItems } from "../../schemas/scope-item"
import { dropEditedLines } from "../pack/drop-edited-lines"
import type { Authenticated } from "../platform/authenticate-session"
import { StaleVersion } from "./errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { nextHistory, scopeView, withoutBackground, type StoredScope } from "./scope-view"
import { STALE_VERSION } from "./texts"

/**
 * POST /scope/save {project_name, scope, detail, in_scope, setup} (+ history, version): stores the
 * sections with the undo history (20 per section). A stale version answers 409 and writes nothing;
 * the background is saved only through its own call. Free plan: one item per tab.
 */
export const saveScope = (auth: Authenticated, body: ScopeSaveRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body, ENTER_PROJECT_NAME_FIRST)
    for (const section of SCOPE_SECTIONS) yield* requireFeature(open, "scope.add_item", { current: 0, adding: body.scope[section].length })
    const base = withoutBackground(body.scope)
    const scope: StoredScope = {
      ...base,
      detail: { ...base.detail, ...body.detail },
      in_scope: body.in_scope ?? base.in_scope,
      setup_flags: body.setup ?? base.setup_flags
    }
    const repo = yield* ScopeRepository
    const previous = yield* repo.find(open.project.id)
    const expected = body.version ?? null
    if (expected !== null && previous && previous.version !== expected)
      return yield* new StaleVersion({ message: STALE_VERSION, current_version: previous.version, current: scopeView(open, previous) })
    const history = nextHistory(previous, scope, body.history, "Saved", auth.now)
    const saved = yield* repo.save({ projectId: open.project.id, scope, history, savedAt: auth.now, clearBackground: false }, previous ? expected : null)
    if (!saved) {
      const current = yield* repo.find(open.project.id)
      return yield* new StaleVersion({ message: STALE_VERSION, current_version: current?.version ?? 0, current: current ? scopeView(open, current) : null })
    }
    // issue 35: a drafted item changed here (a KPI target set on a goal keeps its title) is the user's
    for (const section of SCOPE_SECTIONS) {
      const raw = previous?.scope[section] ?? []
      const stored = section === "goals" ? Schema.decodeUnknownEither(GoalItems)(raw) : Schema.decodeUnknownEither(ScopeItems)(raw)
      const before: ReadonlyArray<unknown> = Either.isRight(stored) ? stored.right : []
      yield* dropEditedLines(open.project.id, "scope", before, scope[section] as ReadonlyArray<unknown>, (item) => itemText(item).trim() || "(blank)")
    }
    return { ok: true, saved_at: saved.savedAt.toISOString(), version: saved.version } satisfies ScopeSavedResponse
  })
