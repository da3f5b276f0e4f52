import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "./database-error"

export interface PasswordResetRecord {
  readonly tokenHash: string
  readonly userId: number
  readonly createdAt: Date
  readonly expiresAt: Date
}

export interface PasswordResetRepositoryService {
  readonly create: (token: PasswordResetRecord) => Effect.Effect<void, DatabaseError>
  /** Marks the token used when it is unused and not expired at `now`; answers its user id, or null. */
  readonly consume: (tokenHash: string, now: Date) => Effect.Effect<number | null, DatabaseError>
}

export class PasswordResetRepository extends Context.Tag("@initpack/core/ports/PasswordResetRepository")<
  PasswordResetRepository,
  PasswordResetRepositoryService
>() {}
