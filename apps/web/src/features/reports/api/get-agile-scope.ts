import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /agile/scope?project_name (no create_if_missing: reading only): { project_id, scope, version } (agile.md §7). */
export const getAgileScope = (project: ReportProject): Promise<ApiResult<unknown>> => apiRequest(`/agile/scope${query(projectQueryFields(project))}`)
