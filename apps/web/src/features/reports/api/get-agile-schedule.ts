import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /agile/schedule?project_name: { plan, phases, tasks } (agile.md §7). */
export const getAgileSchedule = (project: ReportProject): Promise<ApiResult<unknown>> => apiRequest(`/agile/schedule${query(projectQueryFields(project))}`)
