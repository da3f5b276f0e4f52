import * as Effect from "effect/Effect"
import { authenticateSession } from "./authenticate-session"
import { openSession } from "./session-tokens"

/** POST /auth/refresh: a new session id replaces the old one; the absolute end stays the same. */
export const refreshSession = (token: string | null | undefined) =>
  Effect.gen(function* () {
    const { user, session, now } = yield* authenticateSession(token)
    const next = yield* openSession(user.id, now, session.tokenHash, session.expiresAt)
    return { user, token: next.token, expiresAt: next.expiresAt }
  })
