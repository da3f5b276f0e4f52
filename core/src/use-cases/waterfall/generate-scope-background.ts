import type { BackgroundDraftResponse } from "../../responses/waterfall/scope-responses"
import * as Effect from "effect/Effect"
import { Drafter } from "../../ports/drafter"
import type { BackgroundGenerateRequest } from "../../requests/waterfall/scope-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { recordGeneration } from "./plan-gate"

const textMap = (m: Readonly<Record<string, unknown>>): Record<string, string> =>
  Object.fromEntries(Object.entries(m).flatMap(([k, v]) => (typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? [[k, String(v)]] : [])))

/** POST /scope/background/generate: a 150-220 word draft; not saved until the user saves it (waterfall.md §4). */
export const generateScopeBackground = (auth: Authenticated, body: BackgroundGenerateRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    const drafter = yield* Drafter
    const draft = yield* drafter.draftBackground({
      project_name: open.project.name,
      setup: textMap(body.setup),
      in_scope: body.in_scope,
      scope_titles: body.scope_titles,
      clarification_answers: body.clarification_answers,
      user_note: body.user_note
    })
    yield* recordGeneration(open, "ai.scope_background")
    return { background: draft.background } satisfies BackgroundDraftResponse
  })
