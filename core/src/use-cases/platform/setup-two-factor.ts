import type { TwoFactorSetupResponse } from "../../responses/platform/auth-responses"
import * as Effect from "effect/Effect"
import { Totp } from "../../ports/totp"
import { UserRepository, type UserRecord } from "../../ports/user-repository"

/** POST /auth/2fa/setup: a new secret, kept pending until activated with a valid code. */
export const setupTwoFactor = (user: UserRecord) =>
  Effect.gen(function* () {
    const totp = yield* Totp
    const secret = yield* totp.generateSecret
    yield* (yield* UserRepository).setPendingMfaSecret(user.id, secret)
    return { secret, otpauth_url: totp.uri(secret, user.email) } satisfies TwoFactorSetupResponse
  })
