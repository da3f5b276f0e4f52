import * as Context from "effect/Context"
import * as Data from "effect/Data"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "./database-error"

export interface UserRecord {
  readonly id: number
  readonly email: string
  readonly name: string
  readonly jobRole: string
  readonly country: string
  readonly passwordHash: string
  readonly roles: ReadonlyArray<string>
  readonly isActive: boolean
  readonly createdAt: Date
}

export interface NewUser {
  readonly email: string
  readonly name: string
  readonly jobRole: string
  readonly country: string
  readonly passwordHash: string
  readonly roles: ReadonlyArray<string>
  readonly createdAt: Date
}

export interface MfaState {
  readonly enabled: boolean
  readonly secret: string | null
  readonly pendingSecret: string | null
  readonly lastTimeStep: number
}

/** The email is already registered (compared ignoring case). */
export class EmailTaken extends Data.TaggedError("EmailTaken")<{}> {}

export interface UserRepositoryService {
  readonly create: (user: NewUser) => Effect.Effect<UserRecord, EmailTaken | DatabaseError>
  readonly findById: (id: number) => Effect.Effect<UserRecord | null, DatabaseError>
  /** Matches ignoring case. */
  readonly findByEmail: (email: string) => Effect.Effect<UserRecord | null, DatabaseError>
  readonly setPasswordHash: (id: number, hash: string) => Effect.Effect<void, DatabaseError>
  readonly setRoles: (id: number, roles: ReadonlyArray<string>) => Effect.Effect<void, DatabaseError>
  /** Takes a row lock on the user until the surrounding transaction ends (serialises per-user limits). */
  readonly lock: (id: number) => Effect.Effect<void, DatabaseError>
  readonly getMfa: (id: number) => Effect.Effect<MfaState, DatabaseError>
  readonly setPendingMfaSecret: (id: number, secret: string) => Effect.Effect<void, DatabaseError>
  /** Turns 2FA on with `secret` and records the code's time step as used. */
  readonly enableMfa: (id: number, secret: string, timeStep: number) => Effect.Effect<void, DatabaseError>
  readonly disableMfa: (id: number) => Effect.Effect<void, DatabaseError>
  /** Records a used time step; false when that step (or a later one) was already used. */
  readonly useTimeStep: (id: number, timeStep: number) => Effect.Effect<boolean, DatabaseError>
}

export class UserRepository extends Context.Tag("@initpack/core/ports/UserRepository")<UserRepository, UserRepositoryService>() {}
