import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /budget/defaults -> contingency_pct, default_rate, rates, deliverable_overrides, currency... (waterfall.md §7). */
export const getBudgetDefaults = (): Promise<ApiResult<unknown>> => apiRequest("/budget/defaults")
