import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /wbs: { items } (waterfall.md §7). */
export const getModuleWbs = (projectId: string): Promise<ApiResult<unknown>> => apiRequest(`/wbs${query({ project_id: projectId })}`)
