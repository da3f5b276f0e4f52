// platform.md §3, §8: a 402 plan-limit answer {error, message, cta: {label, path}} is shown as the red
// error with an upgrade link (Subscription Status unless the server names another page of this app).
import { UPGRADE_CTA, type UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"

export const PLAN_LIMIT_STATUS = 402

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {})

const nonEmpty = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined)

/** The upgrade message of a failed call; null when it was not a plan limit. */
export const planLimitOf = (
  failure: { readonly ok?: boolean; readonly status: number; readonly body?: unknown },
  fallback = "This feature isn’t available on your plan."
): UpgradeMessage | null => {
  if (failure.ok === true || failure.status !== PLAN_LIMIT_STATUS) return null
  const body = record(failure.body)
  const cta = record(body.cta)
  const path = nonEmpty(cta.path)
  return {
    message: nonEmpty(body.message) ?? nonEmpty(body.error) ?? fallback,
    // only a path inside this app: never a link the answer could point elsewhere
    cta: { label: nonEmpty(cta.label) ?? UPGRADE_CTA.label, path: path?.startsWith("/") && !path.startsWith("//") ? path : UPGRADE_CTA.path }
  }
}
