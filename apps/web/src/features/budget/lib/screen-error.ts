// The red error near the top (waterfall.md §8); a plan limit (402) keeps its upgrade link (platform.md §8).
import type { UpgradeCta } from "@initpack/core/rules/platform/upgrade-message"
import { failureText } from "../../../lib/api-client"
import { planLimitOf } from "../../../lib/plan-limit"

export interface ScreenError {
  readonly message: string
  readonly cta?: UpgradeCta
}

export const screenError = (failure: { readonly status: number; readonly message: string; readonly body: unknown }, fallback: string): ScreenError => {
  const limit = planLimitOf(failure, failureText(failure, fallback))
  return limit ? { message: limit.message, cta: limit.cta } : { message: failureText(failure, fallback) }
}
