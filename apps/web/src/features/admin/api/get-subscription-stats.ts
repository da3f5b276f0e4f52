import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /admin/stats/subscriptions (platform.md §7). */
export const getSubscriptionStats = (): Promise<ApiResult<unknown>> => apiRequest("/admin/stats/subscriptions")
