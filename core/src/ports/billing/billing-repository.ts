import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"
import type { CheckoutKind } from "./checkout-gateway"

export interface CheckoutRecord {
  readonly id: string
  readonly userId: number
  readonly kind: CheckoutKind
  readonly planCode: string | null
  readonly bundles: number | null
  readonly amountCents: number
  readonly provider: string
  readonly providerRef: string | null
  readonly status: "open" | "completed"
  readonly createdAt: Date
  readonly completedAt: Date | null
}

export type NewCheckout = Omit<CheckoutRecord, "status" | "completedAt" | "providerRef">

export interface ExpiredAccount {
  readonly userId: number
  /** End of the user's latest subscription period. */
  readonly endedAt: Date
}

export interface BillingRepositoryService {
  readonly createCheckout: (checkout: NewCheckout) => Effect.Effect<void, DatabaseError>
  readonly setProviderRef: (id: string, ref: string) => Effect.Effect<void, DatabaseError>
  readonly findCheckout: (id: string) => Effect.Effect<CheckoutRecord | null, DatabaseError>
  /** Takes the credit key; false when it was already taken (the payment was credited before). */
  readonly claimCredit: (key: string, checkoutId: string, userId: number, at: Date) => Effect.Effect<boolean, DatabaseError>
  readonly markCompleted: (id: string, at: Date) => Effect.Effect<void, DatabaseError>
  /** Moves the end of a subscription period (renewal). */
  readonly setPeriodEnd: (subscriptionId: number, end: Date) => Effect.Effect<void, DatabaseError>
  /** Users with projects whose latest subscription period ended at or before `endedBefore`. */
  readonly expiredAccountsWithProjects: (endedBefore: Date) => Effect.Effect<ReadonlyArray<ExpiredAccount>, DatabaseError>
  /** Deletes every project of the user (module data goes with them); answers how many. */
  readonly deleteAllProjects: (userId: number) => Effect.Effect<number, DatabaseError>
}

export class BillingRepository extends Context.Tag("@initpack/core/ports/billing/BillingRepository")<BillingRepository, BillingRepositoryService>() {}
