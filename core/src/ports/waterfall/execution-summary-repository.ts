import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

export interface ExecutionSummaryRecord {
  readonly projectId: number
  readonly phase: string
  readonly contentMd: string
  readonly version: number
  readonly createdAt: Date
  readonly updatedAt: Date
}

/** AI execution summary per project and phase (waterfall.md §3). */
export interface ExecutionSummaryRepositoryService {
  readonly find: (projectId: number, phase: string) => Effect.Effect<ExecutionSummaryRecord | null, DatabaseError>
  /** Writes when the stored version is `expectedVersion` (null: any, or none yet); null when stale. */
  readonly save: (projectId: number, phase: string, contentMd: string, at: Date, expectedVersion: number | null) => Effect.Effect<ExecutionSummaryRecord | null, DatabaseError>
}

export class ExecutionSummaryRepository extends Context.Tag("@initpack/core/ports/waterfall/ExecutionSummaryRepository")<
  ExecutionSummaryRepository,
  ExecutionSummaryRepositoryService
>() {}
