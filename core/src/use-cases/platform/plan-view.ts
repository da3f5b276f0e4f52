import type { PlanView } from "../../responses/platform/subscription-responses"
import type { PlanRecord } from "../../ports/plan-repository"

/** platform.md §3 subscription plan (code, name, price_cents, monthly_project_limit) plus the pricing-card fields. */
export const planView = (p: PlanRecord): PlanView => ({
  code: p.code,
  id: p.code,
  name: p.name,
  label: p.name,
  price_cents: p.priceCents,
  priceUsd: p.priceCents / 100,
  months: p.months,
  monthly_project_limit: p.monthlyProjectLimit,
  total_project_limit: p.totalProjectLimit,
  allowed_methodologies: [...p.allowedMethodologies],
  tagline: p.tagline,
  best_value: p.bestValue
})
