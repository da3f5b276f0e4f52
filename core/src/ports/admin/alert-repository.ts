import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

export interface AlertRecord {
  readonly id: number
  readonly userId: number
  readonly email: string
  readonly window: string
  readonly observed: number
  readonly threshold: number
  readonly baselineP95: number
  readonly createdAt: Date
  readonly resolvedAt: Date | null
}

export type NewAlert = Omit<AlertRecord, "id" | "email" | "resolvedAt">

export interface AlertRepositoryService {
  /** Inserts unless the user already has an open alert for the window; answers whether a row was added. */
  readonly raise: (alert: NewAlert) => Effect.Effect<boolean, DatabaseError>
  /** Open alerts first, newest first. */
  readonly list: (includeResolved: boolean) => Effect.Effect<ReadonlyArray<AlertRecord>, DatabaseError>
  /** Marks an open alert resolved; answers the alert, or null when there is no such alert. */
  readonly resolve: (id: number, at: Date) => Effect.Effect<AlertRecord | null, DatabaseError>
}

export class AlertRepository extends Context.Tag("@initpack/core/ports/admin/AlertRepository")<AlertRepository, AlertRepositoryService>() {}
