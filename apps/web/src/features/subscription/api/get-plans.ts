import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /subscriptions/plans (platform.md §7). */
export const getPlans = (): Promise<ApiResult<unknown>> => apiRequest("/subscriptions/plans")
