import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

export interface CommsPlanRow {
  readonly id: number
  readonly projectId: number
  readonly approach: string
  readonly method: string
  readonly contextUsed: string
  readonly plan: unknown
  readonly createdAt: Date
}

/** Saved short communications plans (waterfall.md §3 Comms plan); method-neutral. */
export interface CommsRepositoryService {
  readonly save: (row: Omit<CommsPlanRow, "id">) => Effect.Effect<number, DatabaseError>
  /** The latest plan of the project for the approach. */
  readonly latest: (projectId: number, approach: string) => Effect.Effect<CommsPlanRow | null, DatabaseError>
}

export class CommsRepository extends Context.Tag("@initpack/core/ports/waterfall/CommsRepository")<CommsRepository, CommsRepositoryService>() {}
