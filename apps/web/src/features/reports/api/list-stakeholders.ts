import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /stakeholder/list?project_name: { stakeholders } (waterfall.md §7); 402 on the Free plan. */
export const listStakeholders = (project: ReportProject): Promise<ApiResult<unknown>> => apiRequest(`/stakeholder/list${query(projectQueryFields(project))}`)
