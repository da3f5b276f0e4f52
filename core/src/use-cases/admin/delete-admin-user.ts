import type { AdminUserDeletedResponse } from "../../responses/admin/admin-responses"
import * as Effect from "effect/Effect"
import { AdminRepository } from "../../ports/admin/admin-repository"
import { Transactor } from "../../ports/transactor"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { UserNotFound } from "./errors"
import { CANNOT_DELETE_SELF, USER_NOT_FOUND } from "./texts"

/** DELETE /admin/users/{id}: the user with all linked data, in one transaction (platform.md §6). */
export const deleteAdminUser = (auth: Authenticated, id: number | null) =>
  Effect.gen(function* () {
    if (id !== null && id === auth.user.id) return yield* new InvalidInput({ message: CANNOT_DELETE_SELF })
    const admin = yield* AdminRepository
    const deleted = id === null ? false : yield* (yield* Transactor).run(admin.deleteUser(id))
    if (!deleted || id === null) return yield* new UserNotFound({ message: USER_NOT_FOUND })
    return { ok: true as const, deleted: id } satisfies AdminUserDeletedResponse
  })
