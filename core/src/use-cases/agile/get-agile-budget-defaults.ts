import type { AgileBudgetDefaultsResponse } from "../../responses/agile/budget-responses"
import * as Effect from "effect/Effect"
import { AgilePmConfig, AgileSmConfig } from "../../requests/agile/budget-requests"
import { AGILE_BUDGET_DEFAULTS as D } from "../../rules/budget/budget-defaults"
import * as Schema from "effect/Schema"
import type { Authenticated } from "../platform/authenticate-session"
import { requireAgilePlan } from "./agile-project"

/** GET /budget/agile/defaults (agile.md §9): contingency 0.1, rate 110, PM 130, SM 120, part-time 50%, AUD, AU, 12 months. */
export const getAgileBudgetDefaults = (auth: Authenticated) =>
  Effect.map(requireAgilePlan(auth), () => ({
    contingency_pct: D.contingency_pct,
    default_rate: D.default_rate,
    rates: { ...D.rates },
    deliverable_overrides: {},
    currency: D.currency,
    region: D.region,
    pricing_horizon_months: D.pricing_horizon_months,
    labour_rollup: D.labour_rollup,
    pm_config: { ...Schema.decodeUnknownSync(AgilePmConfig)({}), percent: D.part_time_default_percent },
    sm_config: { ...Schema.decodeUnknownSync(AgileSmConfig)({}), percent: D.part_time_default_percent }
  }) satisfies AgileBudgetDefaultsResponse)
