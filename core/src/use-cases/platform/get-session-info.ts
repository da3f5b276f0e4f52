import * as Effect from "effect/Effect"
import type { Authenticated } from "./authenticate-session"
import { currentSubscription, effectiveStatus } from "./plan-access"
import { sessionInfo } from "./session-info"

/** GET /auth/me and /api/me for a signed-in user: who, and the subscription status that decides /app or /pricing. */
export const getSessionInfo = (auth: Authenticated) =>
  Effect.map(
    currentSubscription(auth.user.id, auth.subscription),
    (s) => sessionInfo(auth.user, effectiveStatus(s, auth.now))
  )
