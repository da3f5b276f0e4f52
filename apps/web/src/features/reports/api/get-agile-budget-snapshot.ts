import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /budget/agile/snapshot?project_name: { budget: { items } | null } (agile.md §7). */
export const getAgileBudgetSnapshot = (project: ReportProject): Promise<ApiResult<unknown>> =>
  apiRequest(`/budget/agile/snapshot${query(projectQueryFields(project))}`)
