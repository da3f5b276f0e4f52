import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

/** A stakeholder row as stored (waterfall.md §3 Stakeholder); method-neutral. */
export interface StakeholderFields {
  readonly name: string
  readonly role: string
  readonly org: string
  readonly internal_external: string
  readonly influence: number
  readonly interest: number
  readonly attitude: string
  readonly on_board: boolean
  readonly board_role: string | null
  readonly responsibilities: ReadonlyArray<string>
  readonly R: boolean
  readonly A: boolean
  readonly C: boolean
  readonly I: boolean
  readonly strategy: string
}

export interface StakeholderRecord extends StakeholderFields {
  readonly id: number
  readonly projectId: number
  /** 1 when added, +1 per write. */
  readonly version: number
}

export interface MatrixPoint {
  readonly label: string
  readonly influence: number
  readonly interest: number
}

export interface StakeholderRepositoryService {
  readonly list: (projectId: number) => Effect.Effect<ReadonlyArray<StakeholderRecord>, DatabaseError>
  readonly insert: (projectId: number, row: StakeholderFields, at: Date) => Effect.Effect<StakeholderRecord, DatabaseError>
  /** Writes the row and bumps its version; null when the project has no such row or its version is not `expectedVersion` (when given). */
  readonly update: (projectId: number, id: number, row: StakeholderFields, expectedVersion?: number | null) => Effect.Effect<StakeholderRecord | null, DatabaseError>
  /** false when the project has no such row or its version is not `expectedVersion` (when given). */
  readonly remove: (projectId: number, id: number, expectedVersion?: number | null) => Effect.Effect<boolean, DatabaseError>
  readonly saveMatrix: (projectId: number, points: ReadonlyArray<MatrixPoint>, at: Date) => Effect.Effect<number, DatabaseError>
  readonly findMatrix: (projectId: number, id: number) => Effect.Effect<ReadonlyArray<MatrixPoint> | null, DatabaseError>
}

export class StakeholderRepository extends Context.Tag("@initpack/core/ports/waterfall/StakeholderRepository")<
  StakeholderRepository,
  StakeholderRepositoryService
>() {}
