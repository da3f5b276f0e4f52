import * as Effect from "effect/Effect"
import { BillingRepository, type CheckoutRecord } from "../../ports/billing/billing-repository"
import { Clock } from "../../ports/clock"
import { PlanRepository } from "../../ports/plan-repository"
import { SubscriptionRepository } from "../../ports/subscription-repository"
import { Transactor } from "../../ports/transactor"
import { UserRepository } from "../../ports/user-repository"
import { addMonthsClamped } from "../../rules/platform/instant"
import { topupProjects } from "../../rules/platform/topup-bundles"
import { PlanNotFound } from "../platform/errors"
import { effectiveStatus } from "../platform/plan-access"
import { activatePlan } from "../platform/subscribe-plan"
import { PLAN_NOT_FOUND } from "../platform/texts"
import { CheckoutNotFound } from "./errors"
import { CHECKOUT_NOT_FOUND } from "./texts"

/** The idempotency key of a checkout: the local confirmation and the provider's events share it. */
export const creditKey = (checkoutId: string) => `checkout:${checkoutId}`

/**
 * A paid period: renewing the plan that is still active extends its period by the plan's months
 * (the monthly windows keep their anchor); any other case starts a new period now.
 */
const activateOrRenew = (userId: number, planCode: string, now: Date) =>
  Effect.gen(function* () {
    const plan = yield* (yield* PlanRepository).find(planCode)
    if (!plan) return yield* new PlanNotFound({ message: PLAN_NOT_FOUND })
    const current = yield* (yield* SubscriptionRepository).current(userId)
    if (current && current.planCode === plan.code && effectiveStatus(current, now) === "active") {
      yield* (yield* BillingRepository).setPeriodEnd(current.id, new Date(addMonthsClamped(current.currentPeriodEnd.getTime(), plan.months)))
      return
    }
    yield* activatePlan(userId, plan.code, plan.months, now)
  })

const credit = (checkout: CheckoutRecord, now: Date) =>
  checkout.kind === "subscription"
    ? activateOrRenew(checkout.userId, checkout.planCode ?? "", now)
    : Effect.flatMap(SubscriptionRepository, (subscriptions) =>
        subscriptions.addTopup({
          userId: checkout.userId,
          bundles: checkout.bundles ?? 0,
          projects: topupProjects(checkout.bundles ?? 0),
          source: `checkout:${checkout.provider}`,
          createdAt: now
        })
      )

/**
 * Credits a paid checkout once: the credit key is taken in the same transaction as the credit, so a
 * replayed event or a second confirmation (also concurrent ones) finds it taken and credits nothing.
 */
export const completeCheckout = (checkoutId: string) =>
  Effect.gen(function* () {
    const billing = yield* BillingRepository
    const now = yield* (yield* Clock).now
    const checkout = yield* billing.findCheckout(checkoutId)
    if (!checkout) return yield* new CheckoutNotFound({ message: CHECKOUT_NOT_FOUND })
    const users = yield* UserRepository
    return yield* (yield* Transactor).run(
      Effect.gen(function* () {
        yield* users.lock(checkout.userId)
        const claimed = yield* billing.claimCredit(creditKey(checkout.id), checkout.id, checkout.userId, now)
        if (!claimed) return { credited: false, checkout }
        yield* credit(checkout, now)
        yield* billing.markCompleted(checkout.id, now)
        return { credited: true, checkout }
      })
    )
  })
