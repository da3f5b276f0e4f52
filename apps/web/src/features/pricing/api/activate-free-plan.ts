import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /subscriptions/free (platform.md §7): the Free plan in one step from Choose a plan (issue 37). */
export const activateFreePlan = (): Promise<ApiResult<{ readonly ok?: boolean; readonly plan_code?: string; readonly error?: string }>> =>
  apiRequest("/subscriptions/free", { method: "POST", body: {} })
