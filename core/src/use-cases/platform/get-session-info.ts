import * as Effect from "effect/Effect"
import { SubscriptionRepository } from "../../ports/subscription-repository"
import type { Authenticated } from "./authenticate-session"
import { effectiveStatus } from "./plan-access"
import { sessionInfo } from "./session-info"

/** GET /auth/me and /api/me for a signed-in user: who, and the subscription status that decides /app or /pricing. */
export const getSessionInfo = (auth: Authenticated) =>
  Effect.map(
    Effect.flatMap(SubscriptionRepository, (r) => r.current(auth.user.id)),
    (s) => sessionInfo(auth.user, effectiveStatus(s, auth.now))
  )
