import { describe, expect, it } from "vitest"
import {
  ANNUAL_PLAN, FREE_PLAN, MONTHLY_PLAN, PAID_PLANS, PLANS, QUARTERLY_PLAN, monthlyPriceCents, planFor, savingsCents
} from "../../../src/rules/platform/plans"

describe("plans (platform.md §2.2, §9)", () => {
  it("platform.md §9: prices, months and monthly project allowances", () => {
    expect(PLANS.map((p) => [p.code, p.price_cents, p.months, p.monthly_project_limit])).toEqual([
      ["free", 0, 1, 1],
      ["monthly", 4000, 1, 4],
      ["quarterly", 11000, 3, 5],
      ["annual", 46000, 12, 6]
    ])
  })

  it("platform.md §9: quarterly saves $10 and annual saves $20, as their taglines say", () => {
    expect(savingsCents(QUARTERLY_PLAN)).toBe(1000)
    expect(savingsCents(ANNUAL_PLAN)).toBe(2000)
    for (const plan of [QUARTERLY_PLAN, ANNUAL_PLAN]) expect(plan.tagline).toBe(`Saves $${savingsCents(plan) / 100}`)
  })

  it("platform.md §2.2: exactly one card carries the Best value badge, the cheapest per project", () => {
    const best = PAID_PLANS.filter((p) => p.best_value)
    expect(best).toHaveLength(1)
    const perProject = (p: typeof MONTHLY_PLAN) => p.price_cents / (p.months * p.monthly_project_limit)
    const cheapest = [...PAID_PLANS].sort((a, b) => perProject(a) - perProject(b))[0]
    expect(best[0]).toBe(cheapest)
  })

  it("platform.md §2.2: allowance lines on the cards", () => {
    expect(PAID_PLANS.map((p) => p.allowance_label)).toEqual([
      "Build 4 Projects", "5 Projects per month", "6 Projects per month"
    ])
  })

  it("platform.md §6: free is waterfall only with 1 project in total; paid plans allow both methods", () => {
    expect(FREE_PLAN.allowed_methodologies).toEqual(["waterfall"])
    expect(FREE_PLAN.total_project_limit).toBe(1)
    for (const plan of PAID_PLANS) {
      expect(plan.allowed_methodologies).toEqual(["waterfall", "agile"])
      expect(plan.total_project_limit).toBeNull()
    }
  })

  it("approximate monthly price and lookup by code (unknown codes get the free plan)", () => {
    expect(monthlyPriceCents(QUARTERLY_PLAN)).toBe(3667)
    expect(monthlyPriceCents(ANNUAL_PLAN)).toBe(3833)
    expect(planFor("annual")).toBe(ANNUAL_PLAN)
    expect(planFor("platinum")).toBe(FREE_PLAN)
    expect(planFor(undefined)).toBe(FREE_PLAN)
  })
})
