import type { BudgetDefaultsResponse } from "../../responses/waterfall/budget-responses"
import * as Effect from "effect/Effect"
import { WATERFALL_BUDGET_DEFAULTS } from "../../rules/budget/budget-defaults"
import type { Authenticated } from "../platform/authenticate-session"

/** GET /budget/defaults -> contingency_pct, default_rate, deliverable_overrides (waterfall.md §9 defaults). */
export const getBudgetDefaults = (_auth: Authenticated) =>
  Effect.succeed({
    contingency_pct: WATERFALL_BUDGET_DEFAULTS.contingency_pct,
    default_rate: WATERFALL_BUDGET_DEFAULTS.default_rate,
    rates: {},
    deliverable_overrides: {},
    currency: WATERFALL_BUDGET_DEFAULTS.currency,
    region: WATERFALL_BUDGET_DEFAULTS.region,
    pricing_horizon_months: WATERFALL_BUDGET_DEFAULTS.pricing_horizon_months,
    pm_role_name: WATERFALL_BUDGET_DEFAULTS.pm_role_name,
    hours_per_day: WATERFALL_BUDGET_DEFAULTS.hours_per_day,
    days_per_week: WATERFALL_BUDGET_DEFAULTS.days_per_week,
    labour_rollup: WATERFALL_BUDGET_DEFAULTS.labour_rollup
  } satisfies BudgetDefaultsResponse)
