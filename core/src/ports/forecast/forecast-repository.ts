import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { ContingencyMethod } from "../../rules/forecast/contingency-options"
import type { DatabaseError } from "../database-error"

/** A leaf's edited spread in working days; the most likely is the task's duration. */
export interface StoredEstimate {
  readonly optimistic: number
  readonly pessimistic: number
}

/** A register risk's edited forecast impact; an absent field is proposed from the register. */
export interface StoredRiskImpact {
  readonly probability?: number
  readonly schedule_days?: number
  readonly cost_impact?: number
  /** WBS item ids the risk delays */
  readonly tasks?: ReadonlyArray<number>
}

export type ForecastPart = "estimates" | "risks"

/** What the user changed from the proposed forecast model of a project (docs/forecast.md); versions start at 0. */
export interface ForecastRecord {
  readonly projectId: number
  readonly estimates: Readonly<Record<string, StoredEstimate>>
  readonly estimatesVersion: number
  readonly risks: Readonly<Record<string, StoredRiskImpact>>
  readonly risksVersion: number
  /** how the budget's contingency is set; default the flat percentage */
  readonly contingencyMethod: ContingencyMethod
  readonly methodVersion: number
}

export interface ForecastRepositoryService {
  /** The project's edits; none yet: empty with versions 0. */
  readonly find: (projectId: number) => Effect.Effect<ForecastRecord, DatabaseError>
  /** Replaces one part when its stored version is `expectedVersion` (null: any) and bumps it; null when stale. */
  readonly save: (
    projectId: number,
    part: ForecastPart,
    value: Readonly<Record<string, unknown>>,
    at: Date,
    expectedVersion: number | null
  ) => Effect.Effect<ForecastRecord | null, DatabaseError>
  /** Sets the contingency method when its version is `expectedVersion` (null: any) and bumps it; null when stale. */
  readonly saveMethod: (projectId: number, method: ContingencyMethod, at: Date, expectedVersion: number | null) => Effect.Effect<ForecastRecord | null, DatabaseError>
}

export class ForecastRepository extends Context.Tag("@initpack/core/ports/forecast/ForecastRepository")<ForecastRepository, ForecastRepositoryService>() {}
