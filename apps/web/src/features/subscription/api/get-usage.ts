import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /subscriptions/usage (platform.md §7). */
export const getUsage = (): Promise<ApiResult<unknown>> => apiRequest("/subscriptions/usage")
