import * as Effect from "effect/Effect"
import { PlanRepository } from "../../ports/plan-repository"
import { PLANS } from "../../rules/platform/plans"

/** Writes the four plans of platform.md §9 (run at every start; idempotent). */
export const seedPlans = Effect.gen(function* () {
  const plans = yield* PlanRepository
  yield* Effect.forEach(
    PLANS,
    (p, i) =>
      plans.upsert({
        code: p.code,
        name: p.label,
        priceCents: p.price_cents,
        months: p.months,
        monthlyProjectLimit: p.monthly_project_limit,
        totalProjectLimit: p.total_project_limit,
        allowedMethodologies: p.allowed_methodologies,
        tagline: p.tagline,
        bestValue: p.best_value,
        sortOrder: i
      }),
    { discard: true }
  )
})
