import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "./database-error"

/** The second sign-in step, opened once the password was right and 2FA is on. */
export interface MfaChallengeRecord {
  readonly idHash: string
  readonly userId: number
  readonly attempts: number
  readonly createdAt: Date
  readonly expiresAt: Date
}

export interface MfaChallengeRepositoryService {
  readonly create: (challenge: MfaChallengeRecord) => Effect.Effect<void, DatabaseError>
  readonly find: (idHash: string) => Effect.Effect<MfaChallengeRecord | null, DatabaseError>
  /** Adds one wrong attempt; answers the new count. */
  readonly addAttempt: (idHash: string) => Effect.Effect<number, DatabaseError>
  readonly remove: (idHash: string) => Effect.Effect<void, DatabaseError>
}

export class MfaChallengeRepository extends Context.Tag("@initpack/core/ports/MfaChallengeRepository")<
  MfaChallengeRepository,
  MfaChallengeRepositoryService
>() {}
