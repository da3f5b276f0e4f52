import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { budgetApiBase, type BudgetMode } from "../lib/budget-mode"
import { projectFields, type BudgetProjectRef } from "./project-ref"

/**
 * GET /budget/snapshot?project_name -> { found, budget: { items, db_rows, totals }, config, version } (waterfall.md §7);
 * agile: GET /budget/agile/snapshot -> { budget: { items, db_rows, subtotals, totals, currency, contingency_pct } | null, version }.
 */
export const getBudgetSnapshot = (ref: BudgetProjectRef, mode: BudgetMode = "waterfall"): Promise<ApiResult<unknown>> =>
  apiRequest(`${budgetApiBase(mode)}/snapshot${query({ ...projectFields(ref), t: Date.now() })}`)
