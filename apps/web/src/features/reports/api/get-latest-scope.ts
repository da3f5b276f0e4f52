import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /scope/latest?project_name: { found, scope } (waterfall.md §7). */
export const getLatestScope = (project: ReportProject): Promise<ApiResult<unknown>> => apiRequest(`/scope/latest${query(projectQueryFields(project))}`)
