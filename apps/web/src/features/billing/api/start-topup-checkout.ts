import { apiRequest, type ApiResult } from "../../../lib/api-client"

export interface TopupCheckoutAnswer {
  readonly checkout_url?: string
  readonly ok?: boolean
  readonly error?: string
}

/** POST /billing/topups/checkout {bundles} (platform.md §7). */
export const startTopupCheckout = (bundles: number): Promise<ApiResult<TopupCheckoutAnswer>> =>
  apiRequest("/billing/topups/checkout", { method: "POST", body: { bundles } })
