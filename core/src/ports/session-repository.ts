import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "./database-error"
import type { SubscriptionRecord } from "./subscription-repository"
import type { UserRecord } from "./user-repository"

export interface SessionRecord {
  readonly tokenHash: string
  readonly userId: number
  readonly createdAt: Date
  readonly lastSeenAt: Date
  /** Absolute end of the session. */
  readonly expiresAt: Date
}

export interface SessionRepositoryService {
  readonly create: (session: SessionRecord) => Effect.Effect<void, DatabaseError>
  readonly find: (tokenHash: string) => Effect.Effect<SessionRecord | null, DatabaseError>
  /**
   * The session and its user in one round trip (every signed-in request); `subscription` is the user's
   * latest subscription (or null) when the adapter reads it in the same round trip, undefined otherwise.
   */
  readonly findWithUser: (
    tokenHash: string
  ) => Effect.Effect<{ readonly session: SessionRecord; readonly user: UserRecord; readonly subscription?: SubscriptionRecord | null } | null, DatabaseError>
  readonly touch: (tokenHash: string, at: Date) => Effect.Effect<void, DatabaseError>
  readonly remove: (tokenHash: string) => Effect.Effect<void, DatabaseError>
  /** Ends every session of the user except `keepTokenHash`; answers how many ended. */
  readonly removeForUser: (userId: number, keepTokenHash?: string) => Effect.Effect<number, DatabaseError>
}

export class SessionRepository extends Context.Tag("@initpack/core/ports/SessionRepository")<SessionRepository, SessionRepositoryService>() {}
