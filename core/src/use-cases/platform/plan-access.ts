import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { SubscriptionRepository, type SubscriptionRecord } from "../../ports/subscription-repository"
import { planFor, type Plan } from "../../rules/platform/plans"
import { canEnterApp } from "../../rules/platform/subscription-access"
import { upgradeMessage } from "../../rules/platform/upgrade-message"
import { computeUsage, type Usage } from "../../rules/platform/usage"
import { PlanLimit } from "./errors"
import { SUBSCRIPTION_REQUIRED } from "./texts"

export const PROJECT_CREATE_ACTION = "project_create"

/** The subscription, its plan and status, without the project allowance. */
export interface PlanStatus {
  readonly subscription: SubscriptionRecord | null
  /** The subscription's plan; the free plan's rules when there is none. */
  readonly plan: Plan
  /** Stored status, reported as "expired" once the period has ended. */
  readonly status: string
}

export interface PlanAccess extends PlanStatus {
  /** Project allowance in the current window; none outside the period. */
  readonly usage: Option.Option<Usage>
}

export const effectiveStatus = (subscription: SubscriptionRecord | null, now: Date): string => {
  if (!subscription) return "none"
  if ((subscription.status === "active" || subscription.status === "trialing") && now.getTime() >= subscription.currentPeriodEnd.getTime())
    return "expired"
  return subscription.status
}

/** The user's subscription, plan and project allowance at `now`. */
export const loadPlanAccess = (userId: number, now: Date) =>
  Effect.gen(function* () {
    const subscriptions = yield* SubscriptionRepository
    const subscription = yield* subscriptions.current(userId)
    const plan = planFor(subscription?.planCode)
    const status = effectiveStatus(subscription, now)
    if (!subscription) return { subscription, plan, status, usage: Option.none() } satisfies PlanAccess
    const from = subscription.currentPeriodStart
    const to = subscription.currentPeriodEnd
    const created = yield* subscriptions.usageTimes(userId, PROJECT_CREATE_ACTION, from, to)
    const topups = yield* subscriptions.listTopups(userId, from, to)
    const usage = computeUsage({
      plan,
      period_start: from.getTime(),
      period_end: to.getTime(),
      at: now.getTime(),
      projects_created_at: created.map((d) => d.getTime()),
      topups: topups.map((t) => ({ purchased_at: t.createdAt.getTime(), bundles: t.bundles }))
    })
    return { subscription, plan, status, usage } satisfies PlanAccess
  })

/**
 * The plan status of a signed-in user (module calls need no allowance): no query when the session
 * brought the subscription, else one.
 */
export const loadPlanStatus = (auth: { readonly user: { readonly id: number }; readonly now: Date; readonly subscription?: SubscriptionRecord | null }) =>
  Effect.map(
    currentSubscription(auth.user.id, auth.subscription),
    (subscription): PlanStatus => ({ subscription, plan: planFor(subscription?.planCode), status: effectiveStatus(subscription, auth.now) })
  )

/** platform.md §4: only an active subscription enters the app area; the API answers 402 instead of sending to /pricing. */
export const requireActive = <A extends PlanStatus>(access: A): Effect.Effect<A, PlanLimit> =>
  canEnterApp(access.status) ? Effect.succeed(access) : Effect.fail(new PlanLimit(upgradeMessage(SUBSCRIPTION_REQUIRED)))

/**
 * The access check alone (one query, or none when `known` carries the subscription read with the
 * session): reading and archiving projects need an active subscription, not the usage.
 */
export const requireActiveSubscription = (userId: number, now: Date, known?: SubscriptionRecord | null) =>
  Effect.flatMap(
    currentSubscription(userId, known),
    (subscription): Effect.Effect<SubscriptionRecord | null, PlanLimit> =>
      canEnterApp(effectiveStatus(subscription, now)) ? Effect.succeed(subscription) : Effect.fail(new PlanLimit(upgradeMessage(SUBSCRIPTION_REQUIRED)))
  )

/** The user's latest subscription: `known` when it was read with the session, else one query. */
export const currentSubscription = (userId: number, known?: SubscriptionRecord | null) =>
  known !== undefined ? Effect.succeed(known) : Effect.flatMap(SubscriptionRepository, (r) => r.current(userId))
