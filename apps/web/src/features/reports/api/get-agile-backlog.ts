import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /agile/backlog?project_name: { epics, stories } (agile.md §7). */
export const getAgileBacklog = (project: ReportProject): Promise<ApiResult<unknown>> => apiRequest(`/agile/backlog${query(projectQueryFields(project))}`)
