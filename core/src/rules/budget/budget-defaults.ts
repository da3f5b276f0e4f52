// Budget defaults until server defaults load (waterfall.md §9, agile.md §9).

export const DEFAULT_PM_ROLE_NAME = "Project Manager"
export const DEFAULT_SM_ROLE_NAME = "Scrum Master"
export const DEFAULT_HOURS_PER_DAY = 8
export const DEFAULT_DAYS_PER_WEEK = 5
export const FULL_TIME_PERCENT = 100
export const PART_TIME_DEFAULT_PERCENT = 50

export const WATERFALL_BUDGET_DEFAULTS = {
  contingency_pct: 0.1,
  default_rate: 100,
  currency: "AUD",
  region: "AU",
  pricing_horizon_months: 12,
  pm_role_name: DEFAULT_PM_ROLE_NAME,
  hours_per_day: DEFAULT_HOURS_PER_DAY,
  days_per_week: DEFAULT_DAYS_PER_WEEK,
  full_time_percent: FULL_TIME_PERCENT,
  part_time_default_percent: PART_TIME_DEFAULT_PERCENT,
  labour_rollup: "phase_parent_only"
} as const

export const AGILE_BUDGET_DEFAULTS = {
  contingency_pct: 0.1,
  default_rate: 110,
  pm_rate: 130,
  sm_rate: 120,
  rates: { [DEFAULT_PM_ROLE_NAME]: 130, [DEFAULT_SM_ROLE_NAME]: 120 },
  currency: "AUD",
  region: "AU",
  pricing_horizon_months: 12,
  pm_role_name: DEFAULT_PM_ROLE_NAME,
  sm_role_name: DEFAULT_SM_ROLE_NAME,
  hours_per_day: DEFAULT_HOURS_PER_DAY,
  days_per_week: DEFAULT_DAYS_PER_WEEK,
  full_time_percent: FULL_TIME_PERCENT,
  part_time_default_percent: PART_TIME_DEFAULT_PERCENT,
  // agile.md §9: labour is collapsed to sprint or phase by default.
  labour_rollup: "sprint_parent_only"
} as const

/** agile.md §9: the earlier fallback (contingency 0.1, rate 100) applies before agile server defaults load. */
export const BUDGET_FALLBACK_DEFAULTS = { contingency_pct: 0.1, default_rate: 100 } as const

/** waterfall.md §9: 20 working days are assumed when the WBS gives neither dates nor durations. */
export const ASSUMED_PROJECT_DAYS = 20

export type { LabourRollup } from "../../schemas/enums"
