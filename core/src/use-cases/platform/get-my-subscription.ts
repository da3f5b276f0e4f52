import type { MySubscriptionResponse } from "../../responses/platform/subscription-responses"
import * as Effect from "effect/Effect"
import { PlanRepository } from "../../ports/plan-repository"
import type { Authenticated } from "./authenticate-session"
import { usageView } from "./get-usage"
import { loadPlanAccess } from "./plan-access"
import { planView } from "./plan-view"

/** GET /subscriptions/me: plan, status, period, days remaining and usage together. */
export const getMySubscription = (auth: Authenticated) =>
  Effect.gen(function* () {
    const access = yield* loadPlanAccess(auth.user.id, auth.now)
    const s = access.subscription
    const plan = s ? yield* (yield* PlanRepository).find(s.planCode) : null
    const daysRemaining = s ? Math.max(0, Math.ceil((s.currentPeriodEnd.getTime() - auth.now.getTime()) / 86_400_000)) : 0
    return {
      email: auth.user.email,
      plan_code: s?.planCode ?? null,
      status: access.status,
      current_period_start: s?.currentPeriodStart.toISOString() ?? null,
      current_period_end: s?.currentPeriodEnd.toISOString() ?? null,
      days_remaining: daysRemaining,
      subscription: s
        ? {
            plan_code: s.planCode,
            status: access.status,
            current_period_start: s.currentPeriodStart.toISOString(),
            current_period_end: s.currentPeriodEnd.toISOString()
          }
        : null,
      plan: plan ? planView(plan) : null,
      usage: usageView(access)
    } satisfies MySubscriptionResponse
  })
