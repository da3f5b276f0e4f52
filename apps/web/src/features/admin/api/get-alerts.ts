import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /admin/stats/alerts (platform.md §7). */
export const getAlerts = (): Promise<ApiResult<unknown>> => apiRequest("/admin/stats/alerts")
