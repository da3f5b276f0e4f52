import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /agile/release: the lanes (agile.md §7). */
export const getModuleRelease = (projectId: string): Promise<ApiResult<unknown>> => apiRequest(`/agile/release${query({ project_id: projectId })}`)
