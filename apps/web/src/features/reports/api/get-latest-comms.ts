import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /comms/latest?project_name&project_approach&project_method: { found, plan } of the waterfall plan (waterfall.md §7). */
export const getLatestComms = (project: ReportProject): Promise<ApiResult<unknown>> =>
  apiRequest(`/comms/latest${query({ ...projectQueryFields(project), project_approach: "Waterfall", project_method: "Waterfall" })}`)
