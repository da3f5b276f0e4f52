import type { SubscribeResponse } from "../../responses/platform/subscription-responses"
import * as Effect from "effect/Effect"
import { PlanRepository } from "../../ports/plan-repository"
import { SubscriptionCheckout } from "../../ports/subscription-checkout"
import { SubscriptionRepository } from "../../ports/subscription-repository"
import { Transactor } from "../../ports/transactor"
import { UserRepository } from "../../ports/user-repository"
import { addMonthsClamped } from "../../rules/platform/instant"
import { COULD_NOT_START_CHECKOUT } from "../../messages/platform-billing"
import type { Authenticated } from "./authenticate-session"
import { CheckoutUnavailable, PlanNotFound, SubscriptionConflict } from "./errors"
import { verifySubscribeChallenge, type ChallengeAnswer } from "./subscribe-challenge"
import { FREE_PLAN_NOT_VIA_SUBSCRIBE, PLAN_NOT_FOUND } from "./texts"

/** Starts a paid period now: the previous subscription is marked replaced. */
export const activatePlan = (userId: number, planCode: string, months: number, now: Date) =>
  Effect.gen(function* () {
    const subscriptions = yield* SubscriptionRepository
    return yield* (yield* Transactor).run(
      Effect.gen(function* () {
        yield* (yield* UserRepository).lock(userId)
        const previous = yield* subscriptions.current(userId)
        if (previous && previous.status === "active") yield* subscriptions.setStatus(previous.id, "replaced")
        return yield* subscriptions.create({
          userId,
          planCode,
          status: "active",
          currentPeriodStart: now,
          currentPeriodEnd: new Date(addMonthsClamped(now.getTime(), months)),
          createdAt: now
        })
      })
    )
  })

/**
 * POST /subscriptions/subscribe {plan_code, challenge_id, a, b, sig, answer}: after the a+b challenge,
 * asks the checkout port; the default checkout activates at once, a card checkout answers checkout_url.
 */
export const subscribePlan = (auth: Authenticated, planCode: string, challenge: ChallengeAnswer) =>
  Effect.gen(function* () {
    yield* verifySubscribeChallenge(auth.user.id, challenge)
    const plan = yield* (yield* PlanRepository).find(planCode)
    if (!plan) return yield* new PlanNotFound({ message: PLAN_NOT_FOUND })
    if (plan.priceCents === 0) return yield* new SubscriptionConflict({ message: FREE_PLAN_NOT_VIA_SUBSCRIBE })
    const started = yield* (yield* SubscriptionCheckout)
      .start({ userId: auth.user.id, email: auth.user.email, planCode })
      .pipe(Effect.mapError(() => new CheckoutUnavailable({ message: COULD_NOT_START_CHECKOUT })))
    if (started._tag === "Redirect") return { ok: true as const, checkout_url: started.checkoutUrl } satisfies SubscribeResponse
    const s = yield* activatePlan(auth.user.id, plan.code, plan.months, auth.now)
    return {
      ok: true as const,
      plan_code: s.planCode,
      status: s.status,
      current_period_start: s.currentPeriodStart.toISOString(),
      current_period_end: s.currentPeriodEnd.toISOString()
    } satisfies SubscribeResponse
  })
