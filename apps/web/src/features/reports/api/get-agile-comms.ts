import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /comms/latest?project_name&project_approach=Agile: { found, plan } of the agile comms plan (agile.md §1). */
export const getAgileComms = (project: ReportProject): Promise<ApiResult<unknown>> =>
  apiRequest(`/comms/latest${query({ ...projectQueryFields(project), project_approach: "Agile", project_method: "Agile" })}`)
