import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { SubscribeChallenge } from "./get-subscribe-challenge"

export interface SubscribeAnswer {
  readonly checkout_url?: string
  readonly ok?: boolean
  readonly error?: string
}

/** POST /subscriptions/subscribe {plan_code, challenge fields, answer = a + b} (platform.md §7). */
export const subscribe = (planCode: string, challenge: SubscribeChallenge): Promise<ApiResult<SubscribeAnswer>> =>
  apiRequest("/subscriptions/subscribe", {
    method: "POST",
    body: {
      plan_code: planCode,
      challenge_id: challenge.challenge_id,
      a: challenge.a,
      b: challenge.b,
      sig: challenge.sig,
      answer: challenge.a + challenge.b
    }
  })
