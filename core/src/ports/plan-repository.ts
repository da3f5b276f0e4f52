import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "./database-error"
import type { Methodology } from "./project-repository"

export interface PlanRecord {
  readonly code: string
  readonly name: string
  readonly priceCents: number
  readonly months: number
  readonly monthlyProjectLimit: number
  /** Set for plans limited in total rather than per month (free: 1). */
  readonly totalProjectLimit: number | null
  readonly allowedMethodologies: ReadonlyArray<Methodology>
  readonly tagline: string | null
  readonly bestValue: boolean
  readonly sortOrder: number
}

export interface PlanRepositoryService {
  readonly list: Effect.Effect<ReadonlyArray<PlanRecord>, DatabaseError>
  readonly find: (code: string) => Effect.Effect<PlanRecord | null, DatabaseError>
  /** Inserts or updates by code (seeding). */
  readonly upsert: (plan: PlanRecord) => Effect.Effect<void, DatabaseError>
}

export class PlanRepository extends Context.Tag("@initpack/core/ports/PlanRepository")<PlanRepository, PlanRepositoryService>() {}
