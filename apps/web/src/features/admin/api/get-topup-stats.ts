import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /admin/stats/topups (platform.md §7). */
export const getTopupStats = (): Promise<ApiResult<unknown>> => apiRequest("/admin/stats/topups")
