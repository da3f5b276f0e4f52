import * as Effect from "effect/Effect"
import { Totp } from "../../ports/totp"
import { Transactor } from "../../ports/transactor"
import { UserRepository } from "../../ports/user-repository"
import type { TwoFactorActivate } from "../../schemas/user"
import type { Authenticated } from "./authenticate-session"
import { InvalidTotpCode, TwoFactorStateConflict } from "./errors"
import { openSession } from "./session-tokens"
import { INVALID_TOTP_CODE, TWO_FA_NOT_SET_UP, TWO_FA_SECRET_MISMATCH } from "./texts"

/** POST /auth/2fa/activate {secret, code}: turns 2FA on and gives the session a new id. */
export const activateTwoFactor = (auth: Authenticated, input: TwoFactorActivate) =>
  Effect.gen(function* () {
    const users = yield* UserRepository
    const mfa = yield* users.getMfa(auth.user.id)
    if (!mfa.pendingSecret) return yield* new TwoFactorStateConflict({ message: TWO_FA_NOT_SET_UP })
    if (mfa.pendingSecret !== input.secret) return yield* new TwoFactorStateConflict({ message: TWO_FA_SECRET_MISMATCH })
    const step = yield* (yield* Totp).verify(mfa.pendingSecret, input.code, auth.now, 0)
    if (step === null) return yield* new InvalidTotpCode({ message: INVALID_TOTP_CODE })
    return yield* (yield* Transactor).run(
      Effect.gen(function* () {
        yield* users.enableMfa(auth.user.id, mfa.pendingSecret!, step)
        const session = yield* openSession(auth.user.id, auth.now, auth.session.tokenHash)
        return { token: session.token, expiresAt: session.expiresAt }
      })
    )
  })
