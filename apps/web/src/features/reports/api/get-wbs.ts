import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /wbs?project_id&project_name: { items } (waterfall.md §7). */
export const getWbs = (project: ReportProject): Promise<ApiResult<unknown>> => apiRequest(`/wbs${query(projectQueryFields(project))}`)
