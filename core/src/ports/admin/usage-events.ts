import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

/** One AI generation or project creation (issue 4: action, user, project, time). */
export interface UsageEvent {
  readonly userId: number
  readonly action: string
  readonly projectId: number | null
  readonly at: Date
}

/** Events of one user in one slice of a period. */
export interface SliceCount {
  readonly userId: number
  /** 0 for the slice starting at `from`, 1 for the next, ... */
  readonly slice: number
  readonly count: number
}

export interface UsageEventsService {
  readonly record: (event: UsageEvent) => Effect.Effect<void, DatabaseError>
  /** Per-user event counts in consecutive slices of `sliceMs` over [from, to); slices without events are left out. */
  readonly countsBySlice: (from: Date, to: Date, sliceMs: number) => Effect.Effect<ReadonlyArray<SliceCount>, DatabaseError>
  /** Event counts by action over [from, to). */
  readonly countsByAction: (from: Date, to: Date) => Effect.Effect<ReadonlyArray<{ readonly action: string; readonly count: number }>, DatabaseError>
}

export class UsageEvents extends Context.Tag("@initpack/core/ports/admin/UsageEvents")<UsageEvents, UsageEventsService>() {}
