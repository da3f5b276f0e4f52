// The red error under the heading (waterfall.md §8); a plan limit (402) adds the upgrade link (platform.md §8).
import type { UpgradeCta } from "@initpack/core/rules/platform/upgrade-message"
import { failureText } from "../../../lib/api-client"
import { planLimitOf } from "../../../lib/plan-limit"

export interface ScreenError {
  readonly message: string
  readonly cta?: UpgradeCta
}

/** A failed call as the screen's error: the server's text else `fallback`; 402 carries its call to action. */
export const screenError = (failure: { readonly status: number; readonly message: string; readonly body: unknown }, fallback: string): ScreenError => {
  const limit = planLimitOf(failure, failureText(failure, fallback))
  return limit ? { message: limit.message, cta: limit.cta } : { message: failureText(failure, fallback) }
}
