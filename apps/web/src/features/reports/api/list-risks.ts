import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /risk/list?project_name: { risks } (waterfall.md §7). */
export const listRisks = (project: ReportProject): Promise<ApiResult<unknown>> => apiRequest(`/risk/list${query(projectQueryFields(project))}`)
