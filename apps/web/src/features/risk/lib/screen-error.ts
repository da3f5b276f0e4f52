// The red error near the top (waterfall.md §8); a plan limit (402) adds the upgrade link (platform.md §8).
import { UPGRADE_CTA, type UpgradeCta } from "@initpack/core/rules/platform/upgrade-message"
import { failureText } from "../../../lib/api-client"

export interface ScreenError {
  readonly message: string
  readonly cta?: UpgradeCta
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

/** A failed call as the screen's error: the server's text else `fallback`; 402 carries its call to action. */
export const screenError = (failure: { readonly status: number; readonly message: string; readonly body: unknown }, fallback: string): ScreenError => {
  if (failure.status !== 402) return { message: failureText(failure, fallback) }
  const body = record(failure.body)
  const cta = record(body.cta)
  const message = typeof body.message === "string" && body.message.trim() !== "" ? body.message : failureText(failure, fallback)
  return {
    message,
    cta: {
      label: typeof cta.label === "string" && cta.label !== "" ? cta.label : UPGRADE_CTA.label,
      path: typeof cta.path === "string" && cta.path.startsWith("/") ? cta.path : UPGRADE_CTA.path
    }
  }
}
