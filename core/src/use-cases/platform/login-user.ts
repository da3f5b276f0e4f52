import * as Effect from "effect/Effect"
import { Clock } from "../../ports/clock"
import { LoginThrottleRepository } from "../../ports/login-throttle-repository"
import { MfaChallengeRepository } from "../../ports/mfa-challenge-repository"
import { PasswordHasher } from "../../ports/password-hasher"
import { SecretSigner } from "../../ports/secret-signer"
import { Totp } from "../../ports/totp"
import { UserRepository, type UserRecord } from "../../ports/user-repository"
import type { LoginRequest } from "../../schemas/user"
import { AccountDisabled, InvalidCredentials, InvalidTotpCode, MfaChallengeClosed, TooManyLoginAttempts } from "./errors"
import { newToken, openSession } from "./session-tokens"
import { PlatformSettings } from "./settings"
import { ACCOUNT_DISABLED, INVALID_EMAIL_OR_PASSWORD, INVALID_TOTP_CODE, MFA_CHALLENGE_CLOSED, TOO_MANY_LOGIN_ATTEMPTS } from "./texts"

export interface LoginInput {
  readonly request: LoginRequest
  /** Client IP: the socket address, or the proxy header when a trusted proxy is configured. */
  readonly ip: string
  /** The open second-step challenge (cookie or body), if any. */
  readonly challengeToken?: string | null | undefined
  /** The caller's current session, ended when the new one opens. */
  readonly currentSessionToken?: string | null | undefined
}

export type LoginResult =
  | { readonly _tag: "SignedIn"; readonly user: UserRecord; readonly token: string; readonly expiresAt: Date }
  | { readonly _tag: "MfaRequired"; readonly challengeToken: string; readonly expiresAt: Date }

/** Failed-sign-in key for an email, whether or not an account has it. */
export const accountKey = (email: string) => email.trim().toLowerCase()

/**
 * POST /auth/login. Throttled per account and per IP (failures kept in the database); answers
 * mfa_required when 2FA is on and no code came; each code works once, at most 5 wrong codes per challenge.
 */
export const loginUser = (input: LoginInput) =>
  Effect.gen(function* () {
    const settings = yield* PlatformSettings
    const throttle = yield* LoginThrottleRepository
    const users = yield* UserRepository
    const hasher = yield* PasswordHasher
    const signer = yield* SecretSigner
    const challenges = yield* MfaChallengeRepository
    const now = yield* (yield* Clock).now
    const key = accountKey(input.request.email)

    const counts = yield* throttle.countSince(key, input.ip, new Date(now.getTime() - settings.loginWindowMs))
    if (counts.account >= settings.maxFailuresPerAccount || counts.ip >= settings.maxFailuresPerIp)
      return yield* new TooManyLoginAttempts({ message: TOO_MANY_LOGIN_ATTEMPTS })

    const fail = <E>(error: E) =>
      Effect.zipRight(
        Effect.zipRight(throttle.recordFailure(key, input.ip, now), throttle.prune(new Date(now.getTime() - settings.loginWindowMs))),
        Effect.fail(error)
      )

    const user = yield* users.findByEmail(key)
    // hash anyway for an unknown email, so the answer time does not tell whether the account exists
    const passwordOk = user ? yield* hasher.verify(user.passwordHash, input.request.password) : yield* Effect.as(hasher.hash(input.request.password), false)
    if (!user || !passwordOk) return yield* fail(new InvalidCredentials({ message: INVALID_EMAIL_OR_PASSWORD }))
    if (!user.isActive) return yield* new AccountDisabled({ message: ACCOUNT_DISABLED })

    const mfa = yield* users.getMfa(user.id)
    if (mfa.enabled && mfa.secret) {
      const code = input.request.totp
      const existing = input.challengeToken ? yield* challenges.find(yield* signer.digest(input.challengeToken)) : null
      const open = existing && existing.userId === user.id && existing.expiresAt.getTime() > now.getTime() ? existing : null
      if (!code) {
        if (open) return { _tag: "MfaRequired", challengeToken: input.challengeToken!, expiresAt: open.expiresAt } satisfies LoginResult
        const { token, hash } = yield* newToken
        const expiresAt = new Date(now.getTime() + settings.mfaChallengeMs)
        yield* challenges.create({ idHash: hash, userId: user.id, attempts: 0, createdAt: now, expiresAt })
        return { _tag: "MfaRequired", challengeToken: token, expiresAt } satisfies LoginResult
      }
      // a code sent together with the password opens its own challenge
      let challengeHash: string
      if (open) challengeHash = open.idHash
      else {
        const created = yield* newToken
        challengeHash = created.hash
        yield* challenges.create({ idHash: created.hash, userId: user.id, attempts: 0, createdAt: now, expiresAt: new Date(now.getTime() + settings.mfaChallengeMs) })
      }
      if (open && open.attempts >= settings.mfaMaxAttempts) {
        yield* challenges.remove(challengeHash)
        return yield* new MfaChallengeClosed({ message: MFA_CHALLENGE_CLOSED })
      }
      const step = yield* (yield* Totp).verify(mfa.secret, code, now, mfa.lastTimeStep)
      const accepted = step !== null && (yield* users.useTimeStep(user.id, step))
      if (!accepted) {
        const attempts = yield* challenges.addAttempt(challengeHash)
        if (attempts >= settings.mfaMaxAttempts) {
          yield* challenges.remove(challengeHash)
          return yield* fail(new MfaChallengeClosed({ message: MFA_CHALLENGE_CLOSED }))
        }
        return yield* fail(new InvalidTotpCode({ message: INVALID_TOTP_CODE }))
      }
      yield* challenges.remove(challengeHash)
    }

    const replacing = input.currentSessionToken ? yield* signer.digest(input.currentSessionToken) : null
    const session = yield* openSession(user.id, now, replacing)
    return { _tag: "SignedIn", user, token: session.token, expiresAt: session.expiresAt } satisfies LoginResult
  })
