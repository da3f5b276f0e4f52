import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /scope/latest: the saved scope and its history (waterfall.md §7). */
export const getModuleScope = (projectId: string): Promise<ApiResult<unknown>> => apiRequest(`/scope/latest${query({ project_id: projectId })}`)
