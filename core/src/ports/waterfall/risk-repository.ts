import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

export interface RiskFields {
  readonly title: string
  readonly description: string
  readonly category: string
  readonly likelihood: string
  readonly impact: string
  readonly mitigation: string
  readonly contingency: string
  readonly status: string
}

export interface RiskRecord extends RiskFields {
  readonly id: number
  readonly projectId: number
  readonly source: string
  readonly version: number
  readonly createdAt: Date
}

export interface NewRiskRecord extends RiskFields {
  readonly projectId: number
  readonly source: string
  readonly createdAt: Date
}

export interface RiskSnapshot {
  readonly projectId: number
  readonly items: ReadonlyArray<unknown>
  readonly source: string
  readonly model: string
  readonly notes: string
  readonly createdAt: Date
}

/** Risk register rows of a project (waterfall.md §3 Risk, agile.md §3); method-neutral. */
export interface RiskRepositoryService {
  readonly list: (projectId: number) => Effect.Effect<ReadonlyArray<RiskRecord>, DatabaseError>
  readonly find: (projectId: number, id: number) => Effect.Effect<RiskRecord | null, DatabaseError>
  readonly insert: (risks: ReadonlyArray<NewRiskRecord>) => Effect.Effect<ReadonlyArray<RiskRecord>, DatabaseError>
  /** Deletes every risk of the project (regenerating the register, waterfall.md §2). */
  readonly deleteAll: (projectId: number) => Effect.Effect<void, DatabaseError>
  /** Writes all fields and bumps the version when it is still `expectedVersion` (null: any); null when stale or gone. */
  readonly update: (projectId: number, id: number, fields: RiskFields, expectedVersion: number | null) => Effect.Effect<RiskRecord | null, DatabaseError>
  /** false when gone, or when `expectedVersion` is given and the stored version differs. */
  readonly remove: (projectId: number, id: number, expectedVersion?: number | null) => Effect.Effect<boolean, DatabaseError>
  readonly snapshot: (snapshot: RiskSnapshot) => Effect.Effect<number, DatabaseError>
}

export class RiskRepository extends Context.Tag("@initpack/core/ports/waterfall/RiskRepository")<RiskRepository, RiskRepositoryService>() {}
