import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /risk/list: { risks } (waterfall.md §7). */
export const getModuleRisks = (projectId: string): Promise<ApiResult<unknown>> => apiRequest(`/risk/list${query({ project_id: projectId })}`)
