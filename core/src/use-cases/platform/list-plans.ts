import type { PlansResponse } from "../../responses/platform/subscription-responses"
import * as Effect from "effect/Effect"
import { PlanRepository } from "../../ports/plan-repository"
import { planView } from "./plan-view"

/** GET /subscriptions/plans. */
export const listPlans = Effect.map(
  Effect.flatMap(PlanRepository, (r) => r.list),
  (plans) => ({ plans: plans.map(planView) }) satisfies PlansResponse
)
