import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /subscriptions/me (platform.md §7). */
export const getMySubscription = (): Promise<ApiResult<unknown>> => apiRequest("/subscriptions/me")
