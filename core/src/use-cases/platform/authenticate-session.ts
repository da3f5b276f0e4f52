import * as Effect from "effect/Effect"
import { Clock } from "../../ports/clock"
import { SecretSigner } from "../../ports/secret-signer"
import { SessionRepository, type SessionRecord } from "../../ports/session-repository"
import type { SubscriptionRecord } from "../../ports/subscription-repository"
import type { UserRecord } from "../../ports/user-repository"
import { NotSignedIn } from "./errors"
import { PlatformSettings } from "./settings"
import { NOT_SIGNED_IN } from "./texts"

export interface Authenticated {
  readonly user: UserRecord
  readonly session: SessionRecord
  readonly now: Date
  /** The user's latest subscription when read with the session (undefined: not read; use cases then query it). */
  readonly subscription?: SubscriptionRecord | null
  /**
   * Until when the same token authenticates the same way unless a row changes: the session's end, its idle
   * end, or the next activity write, whichever comes first (an answer kept for the session lives no longer).
   */
  readonly freshUntil: Date
}

/** Activity is written at most once a minute, so reads stay reads. */
const TOUCH_EVERY_MS = 60_000

/** The signed-in user behind a session token, enforcing the idle and absolute timeouts. */
// built only on failure: an error captures a stack trace, too dear for every signed-in request
const notSignedIn = () => new NotSignedIn({ message: NOT_SIGNED_IN })

export const authenticateSession = (token: string | null | undefined) =>
  Effect.gen(function* () {
    if (!token) return yield* notSignedIn()
    const sessions = yield* SessionRepository
    const settings = yield* PlatformSettings
    const now = yield* (yield* Clock).now
    const hash = yield* (yield* SecretSigner).digest(token)
    const found = yield* sessions.findWithUser(hash)
    if (!found) return yield* notSignedIn()
    const { session, user } = found
    const idleEnd = session.lastSeenAt.getTime() + settings.sessionIdleMs
    if (now.getTime() >= session.expiresAt.getTime() || now.getTime() >= idleEnd) {
      yield* sessions.remove(hash)
      return yield* notSignedIn()
    }
    if (!user.isActive) return yield* notSignedIn()
    const touch = now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS
    if (touch) yield* sessions.touch(hash, now)
    const lastSeen = touch ? now.getTime() : session.lastSeenAt.getTime()
    const freshUntil = new Date(Math.min(session.expiresAt.getTime(), lastSeen + settings.sessionIdleMs, lastSeen + TOUCH_EVERY_MS))
    return (
      found.subscription === undefined ? { user, session, now, freshUntil } : { user, session, now, freshUntil, subscription: found.subscription }
    ) satisfies Authenticated
  })
