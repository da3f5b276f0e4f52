import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /admin/stats/users (platform.md §7). */
export const getUserStats = (): Promise<ApiResult<unknown>> => apiRequest("/admin/stats/users")
