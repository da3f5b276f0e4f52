import * as Effect from "effect/Effect"
import { Clock } from "../../ports/clock"
import { PasswordHasher } from "../../ports/password-hasher"
import { PasswordResetRepository } from "../../ports/password-reset-repository"
import { SecretSigner } from "../../ports/secret-signer"
import { SessionRepository } from "../../ports/session-repository"
import { Transactor } from "../../ports/transactor"
import { UserRepository } from "../../ports/user-repository"
import { RESET_LINK_INVALID } from "../../messages/platform-auth"
import type { PasswordResetConfirm } from "../../schemas/user"
import { ResetTokenInvalid } from "./errors"

/**
 * POST /auth/password/reset/confirm {token, password} and /auth/password/reset {token, new_password}:
 * uses the token once, sets the password (>= 8 characters, platform.md §5) and ends every session of the user.
 */
export const confirmPasswordReset = (input: PasswordResetConfirm) =>
  Effect.gen(function* () {
    const now = yield* (yield* Clock).now
    const hash = yield* (yield* SecretSigner).digest(input.token)
    const passwordHash = yield* (yield* PasswordHasher).hash(input.password)
    const resets = yield* PasswordResetRepository
    const users = yield* UserRepository
    const sessions = yield* SessionRepository
    return yield* (yield* Transactor).run(
      Effect.gen(function* () {
        const userId = yield* resets.consume(hash, now)
        if (userId === null) return yield* new ResetTokenInvalid({ message: RESET_LINK_INVALID })
        yield* users.setPasswordHash(userId, passwordHash)
        const ended = yield* sessions.removeForUser(userId)
        return { ok: true as const, sessions_ended: ended }
      })
    )
  })
