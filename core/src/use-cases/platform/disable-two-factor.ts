import * as Effect from "effect/Effect"
import { PasswordHasher } from "../../ports/password-hasher"
import { Totp } from "../../ports/totp"
import { UserRepository } from "../../ports/user-repository"
import type { Authenticated } from "./authenticate-session"
import { InvalidInput, InvalidTotpCode, TwoFactorStateConflict } from "./errors"
import { INVALID_EMAIL_OR_PASSWORD, INVALID_TOTP_CODE, TWO_FA_DISABLE_PROOF, TWO_FA_NOT_ENABLED } from "./texts"
import { InvalidCredentials } from "./errors"

export interface DisableTwoFactorInput {
  readonly code?: string | undefined
  readonly password?: string | undefined
}

/** POST /auth/2fa/disable: needs a current code or the password, so a stolen session alone cannot turn 2FA off. */
export const disableTwoFactor = (auth: Authenticated, input: DisableTwoFactorInput) =>
  Effect.gen(function* () {
    const users = yield* UserRepository
    const mfa = yield* users.getMfa(auth.user.id)
    if (!mfa.enabled || !mfa.secret) return yield* new TwoFactorStateConflict({ message: TWO_FA_NOT_ENABLED })
    if (input.code) {
      const step = yield* (yield* Totp).verify(mfa.secret, input.code, auth.now, mfa.lastTimeStep)
      if (step === null || !(yield* users.useTimeStep(auth.user.id, step))) return yield* new InvalidTotpCode({ message: INVALID_TOTP_CODE })
    } else if (input.password) {
      const ok = yield* (yield* PasswordHasher).verify(auth.user.passwordHash, input.password)
      if (!ok) return yield* new InvalidCredentials({ message: INVALID_EMAIL_OR_PASSWORD })
    } else return yield* new InvalidInput({ message: TWO_FA_DISABLE_PROOF })
    yield* users.disableMfa(auth.user.id)
    return { ok: true as const }
  })
