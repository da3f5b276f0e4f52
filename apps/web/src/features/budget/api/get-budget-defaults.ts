import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { budgetApiBase, type BudgetMode } from "../lib/budget-mode"

/** GET /budget/defaults (or /budget/agile/defaults) -> contingency_pct, default_rate, rates, deliverable_overrides, currency... (waterfall.md §7, agile.md §7). */
export const getBudgetDefaults = (mode: BudgetMode = "waterfall"): Promise<ApiResult<unknown>> => apiRequest(`${budgetApiBase(mode)}/defaults`)
