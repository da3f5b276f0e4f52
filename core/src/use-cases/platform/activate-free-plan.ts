import type { FreePlanResponse } from "../../responses/platform/subscription-responses"
import * as Effect from "effect/Effect"
import { SubscriptionRepository } from "../../ports/subscription-repository"
import { Transactor } from "../../ports/transactor"
import { UserRepository } from "../../ports/user-repository"
import { FREE_PLAN } from "../../rules/platform/plans"
import { addMonthsClamped } from "../../rules/platform/instant"
import type { Authenticated } from "./authenticate-session"
import { SubscriptionConflict } from "./errors"
import { effectiveStatus } from "./plan-access"
import { ALREADY_SUBSCRIBED, FREE_PLAN_USED } from "./texts"

/** POST /subscriptions/free: the free plan once per account, 1 month of access, 1 project in total (platform.md §6, §9). */
export const activateFreePlan = (auth: Authenticated) =>
  Effect.gen(function* () {
    const subscriptions = yield* SubscriptionRepository
    return yield* (yield* Transactor).run(
      Effect.gen(function* () {
        yield* (yield* UserRepository).lock(auth.user.id)
        if (yield* subscriptions.hadPlan(auth.user.id, FREE_PLAN.code)) return yield* new SubscriptionConflict({ message: FREE_PLAN_USED })
        const current = yield* subscriptions.current(auth.user.id)
        if (current && effectiveStatus(current, auth.now) === "active") return yield* new SubscriptionConflict({ message: ALREADY_SUBSCRIBED })
        const s = yield* subscriptions.create({
          userId: auth.user.id,
          planCode: FREE_PLAN.code,
          status: "active",
          currentPeriodStart: auth.now,
          currentPeriodEnd: new Date(addMonthsClamped(auth.now.getTime(), FREE_PLAN.months)),
          createdAt: auth.now
        })
        return { ok: true as const, plan_code: s.planCode, status: s.status, current_period_end: s.currentPeriodEnd.toISOString() } satisfies FreePlanResponse
      })
    )
  })
