import type { AdminUserResponse } from "../../responses/admin/admin-responses"
import * as Effect from "effect/Effect"
import { SubscriptionRepository } from "../../ports/subscription-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { effectiveStatus } from "../platform/plan-access"
import { adminUserView } from "./admin-user-view"
import { findUserOrFail } from "./find-user"

/** GET /admin/users/{id}: the admin user view plus the latest subscription. */
export const getAdminUser = (auth: Authenticated, id: number | null) =>
  Effect.gen(function* () {
    const user = yield* findUserOrFail(id, auth.now)
    const s = yield* (yield* SubscriptionRepository).current(user.id)
    return {
      ...adminUserView(user),
      subscription: s
        ? {
            plan_code: s.planCode,
            status: effectiveStatus(s, auth.now),
            current_period_start: s.currentPeriodStart.toISOString(),
            current_period_end: s.currentPeriodEnd.toISOString()
          }
        : null
    } satisfies AdminUserResponse
  })
