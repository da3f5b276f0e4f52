import { apiRequest, type ApiResult } from "../../../lib/api-client"

export interface FreeActivationAnswer {
  readonly ok?: boolean
  readonly plan_code?: string
  readonly error?: string
}

/** POST /subscriptions/free (platform.md §7). */
export const activateFreePlan = (): Promise<ApiResult<FreeActivationAnswer>> =>
  apiRequest("/subscriptions/free", { method: "POST", body: {} })
