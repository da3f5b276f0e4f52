import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectFields, type BudgetProjectRef } from "./project-ref"

/** GET /budget/agile/summary?project_name -> { items: [{ task, phase }], roles } of the Agile Schedule (agile.md §7). */
export const getAgileBudgetSummary = (ref: BudgetProjectRef): Promise<ApiResult<unknown>> =>
  apiRequest(`/budget/agile/summary${query({ ...projectFields(ref), t: Date.now() })}`)
