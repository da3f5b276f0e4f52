import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /budget/agile/snapshot: { budget } (agile.md §7). */
export const getModuleAgileBudget = (projectId: string): Promise<ApiResult<unknown>> => apiRequest(`/budget/agile/snapshot${query({ project_id: projectId })}`)
