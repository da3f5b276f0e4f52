import * as Effect from "effect/Effect"
import { Random } from "../../ports/random"
import { SecretSigner } from "../../ports/secret-signer"
import { SessionRepository } from "../../ports/session-repository"
import { PlatformSettings } from "./settings"

/** 32 random bytes (256 bits) per bearer token: sessions, reset links, sign-in challenges. */
export const TOKEN_BYTES = 32

export const newToken = Effect.gen(function* () {
  const random = yield* Random
  const signer = yield* SecretSigner
  const token = yield* random.token(TOKEN_BYTES)
  return { token, hash: yield* signer.digest(token) }
})

/**
 * Opens a new session (a fresh id at every sign-in, after the 2FA step and on refresh) and ends
 * `replacing` if given. `absoluteEnd` keeps the end of the session being rotated.
 */
export const openSession = (userId: number, now: Date, replacingHash?: string | null, absoluteEnd?: Date) =>
  Effect.gen(function* () {
    const sessions = yield* SessionRepository
    const settings = yield* PlatformSettings
    const { token, hash } = yield* newToken
    if (replacingHash) yield* sessions.remove(replacingHash)
    const expiresAt = absoluteEnd ?? new Date(now.getTime() + settings.sessionAbsoluteMs)
    yield* sessions.create({ tokenHash: hash, userId, createdAt: now, lastSeenAt: now, expiresAt })
    return { token, tokenHash: hash, expiresAt }
  })
