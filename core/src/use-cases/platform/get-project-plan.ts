import type { ProjectPlanResponse } from "../../responses/platform/project-responses"
import * as Effect from "effect/Effect"
import type { Authenticated } from "./authenticate-session"
import { loadPlanAccess } from "./plan-access"

/** GET /projects/plan: plan_type (also plan) and allowed_methodologies; no plan means the free plan's rules. */
export const getProjectPlan = (auth: Authenticated) =>
  Effect.map(loadPlanAccess(auth.user.id, auth.now), (access) => ({
    plan_type: access.plan.code,
    plan: access.plan.code,
    status: access.status,
    allowed_methodologies: [...access.plan.allowed_methodologies]
  }) satisfies ProjectPlanResponse)
