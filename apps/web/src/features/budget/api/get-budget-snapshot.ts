import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectFields, type BudgetProjectRef } from "./project-ref"

/** GET /budget/snapshot?project_name -> { found, budget: { items, db_rows, totals }, config, version } (waterfall.md §7). */
export const getBudgetSnapshot = (ref: BudgetProjectRef): Promise<ApiResult<unknown>> =>
  apiRequest(`/budget/snapshot${query({ ...projectFields(ref), t: Date.now() })}`)
