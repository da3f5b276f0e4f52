import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectFields, type BudgetProjectRef } from "./project-ref"

/** GET /scope/latest?project_name: the deliverables feed the known-cost suggestions (waterfall.md §5). */
export const getLatestScope = (ref: BudgetProjectRef): Promise<ApiResult<{ readonly found?: boolean; readonly scope?: unknown }>> =>
  apiRequest(`/scope/latest${query({ ...projectFields(ref), t: Date.now() })}`)
