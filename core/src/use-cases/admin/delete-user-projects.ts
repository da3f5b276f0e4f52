import type { UserProjectsDeletedResponse } from "../../responses/admin/admin-responses"
import * as Effect from "effect/Effect"
import { AdminRepository, type ProjectScope } from "../../ports/admin/admin-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { findUserOrFail } from "./find-user"
import { PROJECT_SCOPE_INVALID } from "./texts"

const scopeOf = (archived: string | undefined): ProjectScope | null => {
  const v = (archived ?? "").trim().toLowerCase()
  return v === "true" ? "archived" : v === "false" ? "active" : v === "all" ? "all" : null
}

/** DELETE /admin/users/{id}/projects?archived=true|false|all: archived, active or all projects of a user. */
export const deleteUserProjects = (auth: Authenticated, id: number | null, archived: string | undefined) =>
  Effect.gen(function* () {
    const scope = scopeOf(archived)
    if (!scope) return yield* new InvalidInput({ message: PROJECT_SCOPE_INVALID })
    const user = yield* findUserOrFail(id, auth.now)
    const deleted = yield* (yield* AdminRepository).deleteProjects(user.id, scope)
    return { ok: true as const, deleted, scope } satisfies UserProjectsDeletedResponse
  })
