import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /budget/snapshot: { found, budget, version } (waterfall.md §7). */
export const getModuleBudget = (projectId: string): Promise<ApiResult<unknown>> => apiRequest(`/budget/snapshot${query({ project_id: projectId })}`)
