// The red error near the top (waterfall.md §8); a plan limit (402) adds the upgrade link (platform.md §8).
import type { UpgradeCta } from "@initpack/core/rules/platform/upgrade-message"
import { planLimitOf } from "../../../lib/plan-limit"

export interface ScreenError {
  readonly message: string
  readonly cta?: UpgradeCta
}

/** A failed call as the screen's error; a 402 keeps the server's message and its call to action. */
export const screenError = (failure: { readonly status: number; readonly message: string; readonly body: unknown }): ScreenError => {
  const limit = planLimitOf(failure, failure.message)
  return limit ? { message: limit.message, cta: limit.cta } : { message: failure.message }
}
