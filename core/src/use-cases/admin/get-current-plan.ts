import type { CurrentPlanResponse } from "../../responses/admin/admin-responses"
import * as Effect from "effect/Effect"
import { SubscriptionRepository } from "../../ports/subscription-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { effectiveStatus } from "../platform/plan-access"
import { findUserOrFail } from "./find-user"

/** GET /admin/users/{id}/current-plan: plan_code of the active subscription, or null. */
export const getCurrentPlan = (auth: Authenticated, id: number | null) =>
  Effect.gen(function* () {
    const user = yield* findUserOrFail(id, auth.now)
    const s = yield* (yield* SubscriptionRepository).current(user.id)
    const status = effectiveStatus(s, auth.now)
    return {
      user_id: user.id,
      plan_code: user.planCode,
      status,
      current_period_end: s && user.planCode ? s.currentPeriodEnd.toISOString() : null
    } satisfies CurrentPlanResponse
  })
