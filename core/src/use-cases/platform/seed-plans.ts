import * as Effect from "effect/Effect"
import { PlanRepository, type PlanRecord } from "../../ports/plan-repository"
import { PLANS } from "../../rules/platform/plans"

const samePlan = (a: PlanRecord, b: PlanRecord) =>
  a.name === b.name &&
  a.priceCents === b.priceCents &&
  a.months === b.months &&
  a.monthlyProjectLimit === b.monthlyProjectLimit &&
  a.totalProjectLimit === b.totalProjectLimit &&
  a.allowedMethodologies.join(",") === b.allowedMethodologies.join(",") &&
  a.tagline === b.tagline &&
  a.bestValue === b.bestValue &&
  a.sortOrder === b.sortOrder

/**
 * Writes the four plans of platform.md §9 (run at every start; idempotent). One read; a plan is
 * written only when missing or different, so a start on an existing database writes nothing.
 */
export const seedPlans = Effect.gen(function* () {
  const plans = yield* PlanRepository
  const stored = new Map((yield* plans.list).map((p) => [p.code, p]))
  const wanted = PLANS.map(
    (p, i): PlanRecord => ({
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
    })
  )
  yield* Effect.forEach(
    wanted.filter((p) => {
      const s = stored.get(p.code)
      return s === undefined || !samePlan(s, p)
    }),
    (p) => plans.upsert(p),
    { discard: true }
  )
})
