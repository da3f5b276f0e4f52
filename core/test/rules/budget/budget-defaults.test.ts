import { describe, expect, it } from "vitest"
import {
  AGILE_BUDGET_DEFAULTS,
  ASSUMED_PROJECT_DAYS,
  BUDGET_FALLBACK_DEFAULTS,
  WATERFALL_BUDGET_DEFAULTS
} from "../../../src/rules/budget/budget-defaults"

describe("budget defaults", () => {
  it("waterfall.md §9: contingency 0.1, rate 100, AUD, AU, 12 months, PM 8 h x 5 d, 100% / 50%, Project Manager", () => {
    expect(WATERFALL_BUDGET_DEFAULTS).toMatchObject({
      contingency_pct: 0.1,
      default_rate: 100,
      currency: "AUD",
      region: "AU",
      pricing_horizon_months: 12,
      hours_per_day: 8,
      days_per_week: 5,
      full_time_percent: 100,
      part_time_default_percent: 50,
      pm_role_name: "Project Manager"
    })
    expect(ASSUMED_PROJECT_DAYS).toBe(20)
  })

  it("agile.md §9: rate 110, PM 130, Scrum Master 120, labour collapsed to sprint/phase", () => {
    expect(AGILE_BUDGET_DEFAULTS).toMatchObject({
      contingency_pct: 0.1,
      default_rate: 110,
      pm_rate: 130,
      sm_rate: 120,
      rates: { "Project Manager": 130, "Scrum Master": 120 },
      currency: "AUD",
      region: "AU",
      pricing_horizon_months: 12,
      part_time_default_percent: 50,
      labour_rollup: "sprint_parent_only"
    })
    expect(BUDGET_FALLBACK_DEFAULTS).toEqual({ contingency_pct: 0.1, default_rate: 100 })
  })
})
