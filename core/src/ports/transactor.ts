import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "./database-error"

export interface TransactorService {
  /** Runs the effect's repository calls in one database transaction; a failure rolls them all back. */
  readonly run: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E | DatabaseError, R>
}

export class Transactor extends Context.Tag("@initpack/core/ports/Transactor")<Transactor, TransactorService>() {}
