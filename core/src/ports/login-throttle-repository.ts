import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "./database-error"

export interface LoginFailureCounts {
  readonly account: number
  readonly ip: number
}

/** Failed sign-ins kept in the database, so several server processes share the counts. */
export interface LoginThrottleRepositoryService {
  readonly recordFailure: (accountKey: string, ip: string, at: Date) => Effect.Effect<void, DatabaseError>
  /** Failures since `since` for the account and for the IP. */
  readonly countSince: (accountKey: string, ip: string, since: Date) => Effect.Effect<LoginFailureCounts, DatabaseError>
  /** Drops failures older than `before`. */
  readonly prune: (before: Date) => Effect.Effect<void, DatabaseError>
}

export class LoginThrottleRepository extends Context.Tag("@initpack/core/ports/LoginThrottleRepository")<
  LoginThrottleRepository,
  LoginThrottleRepositoryService
>() {}
