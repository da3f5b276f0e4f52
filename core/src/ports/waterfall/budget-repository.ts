import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

/** A stored budget line (waterfall.md §3 Budget item); rollup lines are fixed OPEX. */
export interface StoredBudgetLine {
  readonly id: number
  readonly category: string
  readonly item: string
  readonly estimated_cost: number
  readonly justification: string
  readonly cost_type: "CAPEX" | "OPEX" | null
  readonly phase: string | null
  readonly rollup: boolean
}

export interface BudgetRecord {
  readonly projectId: number
  readonly items: ReadonlyArray<StoredBudgetLine>
  /** The generate request's config (contingency_pct, currency, ...). */
  readonly config: Readonly<Record<string, unknown>>
  readonly version: number
  readonly updatedAt: Date
}

export interface BudgetRepositoryService {
  readonly find: (projectId: number) => Effect.Effect<BudgetRecord | null, DatabaseError>
  /** Writes when the stored version is `expectedVersion` (null: any, or none yet); null when stale. */
  readonly save: (
    projectId: number,
    items: ReadonlyArray<StoredBudgetLine>,
    config: Readonly<Record<string, unknown>>,
    at: Date,
    expectedVersion: number | null
  ) => Effect.Effect<BudgetRecord | null, DatabaseError>
}

export class BudgetRepository extends Context.Tag("@initpack/core/ports/waterfall/BudgetRepository")<BudgetRepository, BudgetRepositoryService>() {}
