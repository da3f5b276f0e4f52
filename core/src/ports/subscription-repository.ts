import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "./database-error"

export interface SubscriptionRecord {
  readonly id: number
  readonly userId: number
  readonly planCode: string
  readonly status: string
  readonly currentPeriodStart: Date
  readonly currentPeriodEnd: Date
  readonly createdAt: Date
}

export type NewSubscription = Omit<SubscriptionRecord, "id">

export interface NewTopup {
  readonly userId: number
  readonly bundles: number
  readonly projects: number
  readonly source: string
  readonly createdAt: Date
}

export interface SubscriptionRepositoryService {
  /** The user's latest subscription, or null. */
  readonly current: (userId: number) => Effect.Effect<SubscriptionRecord | null, DatabaseError>
  /** Whether the user ever had a subscription to `planCode`. */
  readonly hadPlan: (userId: number, planCode: string) => Effect.Effect<boolean, DatabaseError>
  readonly create: (subscription: NewSubscription) => Effect.Effect<SubscriptionRecord, DatabaseError>
  readonly setStatus: (id: number, status: string) => Effect.Effect<void, DatabaseError>
  readonly addTopup: (topup: NewTopup) => Effect.Effect<void, DatabaseError>
  /** Extra project creations bought in [from, to). */
  readonly topupProjects: (userId: number, from: Date, to: Date) => Effect.Effect<number, DatabaseError>
  /** Top-ups bought in [from, to). */
  readonly listTopups: (userId: number, from: Date, to: Date) => Effect.Effect<ReadonlyArray<{ readonly createdAt: Date; readonly bundles: number }>, DatabaseError>
  /** Times of the usage events of `action` in [from, to). */
  readonly usageTimes: (userId: number, action: string, from: Date, to: Date) => Effect.Effect<ReadonlyArray<Date>, DatabaseError>
  readonly recordUsage: (userId: number, action: string, projectId: number | null, at: Date) => Effect.Effect<void, DatabaseError>
  /** Usage events of `action` in [from, to); `from` null counts all time. */
  readonly countUsage: (userId: number, action: string, from: Date | null, to: Date) => Effect.Effect<number, DatabaseError>
}

export class SubscriptionRepository extends Context.Tag("@initpack/core/ports/SubscriptionRepository")<
  SubscriptionRepository,
  SubscriptionRepositoryService
>() {}
