import type { UsageResponse } from "../../responses/platform/project-responses"
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import { MAX_PROJECTS_REACHED } from "../../messages/platform-projects"
import { FREE_ACCESS_ENDED } from "../../messages/platform-plans"
import { canEnterApp } from "../../rules/platform/subscription-access"
import type { Authenticated } from "./authenticate-session"
import { loadPlanAccess, type PlanAccess } from "./plan-access"
import { SUBSCRIPTION_REQUIRED } from "./texts"

export type UsageView = UsageResponse

/** Why creation is refused, or null when allowed. */
export const refusal = (access: PlanAccess): string | null => {
  if (!canEnterApp(access.status)) return access.subscription?.planCode === "free" && access.status === "expired" ? FREE_ACCESS_ENDED : SUBSCRIPTION_REQUIRED
  return Option.match(access.usage, { onNone: () => SUBSCRIPTION_REQUIRED, onSome: (u) => (u.allowed ? null : MAX_PROJECTS_REACHED) })
}

export const usageView = (access: PlanAccess): UsageView => {
  const u = Option.getOrNull(access.usage)
  const why = refusal(access)
  const base = {
    allowed: why === null,
    can_create: why === null,
    used: u?.used ?? 0,
    limit: u?.limit ?? 0,
    extra_topups: u?.extra_topups ?? 0,
    topups: u?.extra_topups ?? 0,
    remaining: u?.remaining ?? 0,
    window_start: u?.window_start ?? null,
    window_end: u?.window_end ?? null
  }
  return why === null ? base : { ...base, message: why, reason: why }
}

/** GET /projects/capacity, /projects/can-create and /subscriptions/usage: the allowance of the current window. */
export const getUsage = (auth: Authenticated) => Effect.map(loadPlanAccess(auth.user.id, auth.now), usageView)
