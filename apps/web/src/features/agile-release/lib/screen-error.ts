// A failed call as the screen shows it (agile.md §8): the server's text else a fallback; a plan limit
// (402) also carries its upgrade link (platform.md §8).
import type { UpgradeCta } from "@initpack/core/rules/platform/upgrade-message"
import { failureText } from "../../../lib/api-client"
import { planLimitOf } from "../../../lib/plan-limit"

export interface ScreenError {
  readonly message: string
  readonly cta?: UpgradeCta
}

export const screenError = (failure: { readonly status: number; readonly message: string; readonly body: unknown }, fallback: string): ScreenError => {
  const text = failureText(failure, fallback)
  const limit = planLimitOf(failure, text)
  return limit ? { message: limit.message, cta: limit.cta } : { message: text }
}
