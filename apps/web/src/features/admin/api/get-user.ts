import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /admin/users/{id} (platform.md §7). */
export const getUser = (id: string): Promise<ApiResult<unknown>> => apiRequest(`/admin/users/${encodeURIComponent(id)}`)
