import type { AgileScopeResponse } from "../../responses/agile/scope-responses"
import * as Effect from "effect/Effect"
import { AgileDocumentRepository } from "../../ports/agile/agile-document-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject, type AgileProjectRef } from "./agile-project"
import { emptyAgileScope, loadAgileScope } from "./agile-scope-document"

export interface GetAgileScopeOptions {
  /** create_if_missing=true: store the seeded scope when the project has none yet. */
  readonly createIfMissing: boolean
}

/** GET /agile/scope: project_id and the scope (agile.md §4: loaded with create-if-missing and seeding). */
export const getAgileScope = (auth: Authenticated, ref: AgileProjectRef, options: GetAgileScopeOptions) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, ref)
    const loaded = yield* loadAgileScope(project.id)
    if (loaded.version === 0 && options.createIfMissing) {
      // the seed is the empty skeleton: every section present, so the builder can render its tabs
      const documents = yield* AgileDocumentRepository
      const written = yield* documents.write(project.id, "scope", emptyAgileScope(), 0)
      const again = "conflict" in written ? yield* loadAgileScope(project.id) : { scope: emptyAgileScope(), version: written.version }
      return { project_id: project.id, project_name: project.name, scope: again.scope, version: again.version, created: !("conflict" in written) } satisfies AgileScopeResponse
    }
    return { project_id: project.id, project_name: project.name, scope: loaded.scope, version: loaded.version, created: false } satisfies AgileScopeResponse
  })
