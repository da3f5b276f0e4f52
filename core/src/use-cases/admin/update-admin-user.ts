import * as Effect from "effect/Effect"
import { AdminRepository } from "../../ports/admin/admin-repository"
import { BillingRepository } from "../../ports/billing/billing-repository"
import { PlanRepository } from "../../ports/plan-repository"
import { SubscriptionRepository } from "../../ports/subscription-repository"
import { Transactor } from "../../ports/transactor"
import { UserRepository } from "../../ports/user-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput, PlanNotFound } from "../platform/errors"
import { effectiveStatus } from "../platform/plan-access"
import { activatePlan } from "../platform/subscribe-plan"
import { PLAN_NOT_FOUND } from "../platform/texts"
import { adminUserView } from "./admin-user-view"
import { findUserOrFail } from "./find-user"
import { PATCH_EMPTY } from "./texts"

export interface AdminUserPatchInput {
  readonly is_active?: boolean | undefined
  /** A plan code gives an active subscription of that plan from now; null ends the current one. */
  readonly plan?: string | null | undefined
}

/** The status a subscription ended by an admin keeps (not active: the app area answers 402). */
export const ENDED_BY_ADMIN = "canceled"

/** PATCH /admin/users/{id} {is_active?, plan?} (platform.md §6, §7). */
export const updateAdminUser = (auth: Authenticated, id: number | null, patch: AdminUserPatchInput) =>
  Effect.gen(function* () {
    if (patch.is_active === undefined && patch.plan === undefined) return yield* new InvalidInput({ message: PATCH_EMPTY })
    const user = yield* findUserOrFail(id, auth.now)
    const admin = yield* AdminRepository
    const subscriptions = yield* SubscriptionRepository
    yield* (yield* Transactor).run(
      Effect.gen(function* () {
        yield* (yield* UserRepository).lock(user.id)
        if (patch.is_active !== undefined) yield* admin.setActive(user.id, patch.is_active)
        if (patch.plan === null) {
          const current = yield* subscriptions.current(user.id)
          if (current && effectiveStatus(current, auth.now) === "active") {
            yield* subscriptions.setStatus(current.id, ENDED_BY_ADMIN)
            yield* (yield* BillingRepository).setPeriodEnd(current.id, auth.now)
          }
        } else if (patch.plan !== undefined) {
          const plan = yield* (yield* PlanRepository).find(patch.plan)
          if (!plan) return yield* new PlanNotFound({ message: PLAN_NOT_FOUND })
          yield* activatePlan(user.id, plan.code, plan.months, auth.now)
        }
      })
    )
    return adminUserView(yield* findUserOrFail(user.id, auth.now))
  })
