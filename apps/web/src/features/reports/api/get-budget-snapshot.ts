import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /budget/snapshot?project_name: { found, budget { items } } (waterfall.md §7). */
export const getBudgetSnapshot = (project: ReportProject): Promise<ApiResult<unknown>> => apiRequest(`/budget/snapshot${query(projectQueryFields(project))}`)
