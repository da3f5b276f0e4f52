import * as Effect from "effect/Effect"
import { AdminRepository } from "../../ports/admin/admin-repository"
import { UserNotFound } from "./errors"
import { USER_NOT_FOUND } from "./texts"

export const findUserOrFail = (id: number | null, now: Date) =>
  Effect.gen(function* () {
    const user = id === null ? null : yield* (yield* AdminRepository).find(id, now)
    if (!user) return yield* new UserNotFound({ message: USER_NOT_FOUND })
    return user
  })
