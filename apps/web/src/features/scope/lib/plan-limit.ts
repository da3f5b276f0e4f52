// platform.md §3, §8: a 402 plan-limit answer {message, cta:{label, path}} is shown as the red error
// with an upgrade link (Subscription Status by default).
import { UPGRADE_CTA, type UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

const nonEmpty = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined)

export const PLAN_LIMIT_STATUS = 402

/** The upgrade message of a failed call, or undefined when it was not a plan limit. */
export const planLimitOf = (failure: { readonly status: number; readonly body: unknown }, fallback: string): UpgradeMessage | undefined => {
  if (failure.status !== PLAN_LIMIT_STATUS) return undefined
  const body = record(failure.body)
  const cta = record(body.cta)
  const path = nonEmpty(cta.path)
  return {
    message: nonEmpty(body.message) ?? nonEmpty(body.error) ?? fallback,
    cta: { label: nonEmpty(cta.label) ?? UPGRADE_CTA.label, path: path?.startsWith("/") ? path : UPGRADE_CTA.path }
  }
}
