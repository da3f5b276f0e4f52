import { apiRequest, type ApiResult } from "../../../lib/api-client"

export interface SubscribeChallenge {
  readonly challenge_id: string
  readonly a: number
  readonly b: number
  readonly sig: string
}

/** GET /subscriptions/gotcha/new: the a+b challenge a plan change must answer (platform.md §7). */
export const getSubscribeChallenge = (): Promise<ApiResult<SubscribeChallenge>> => apiRequest("/subscriptions/gotcha/new")
