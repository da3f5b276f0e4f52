import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /admin/stats/usage (platform.md §7). */
export const getUsageStats = (): Promise<ApiResult<unknown>> => apiRequest("/admin/stats/usage")
