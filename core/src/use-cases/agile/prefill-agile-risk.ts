import type { AgileRiskPrefillResponse } from "../../responses/agile/scope-responses"
import * as Effect from "effect/Effect"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject, type AgileProjectRef } from "./agile-project"
import { agileScopeContext, loadAgileScope } from "./agile-scope-document"

/** GET /agile/risk/prefill: the Risk Register's Project Context text drawn from the agile scope (agile.md §2, §7). */
export const prefillAgileRisk = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, ref)
    const { scope } = yield* loadAgileScope(project.id)
    return { ok: true, project_id: project.id, suggested_input: agileScopeContext(project.name, scope) } satisfies AgileRiskPrefillResponse
  })
