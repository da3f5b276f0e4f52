import { UPGRADE_CTA, type UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {})

/**
 * A 402 answer {error, message, cta: {label, path}} as the upgrade message to show (platform.md §8);
 * null for any other answer. The link defaults to Subscription Status.
 */
export const planLimitOf = (result: { readonly ok: boolean; readonly status: number; readonly body?: unknown }): UpgradeMessage | null => {
  if (result.ok || result.status !== 402) return null
  const body = record(result.body)
  const cta = record(body.cta)
  const text = [body.message, body.error].find((v): v is string => typeof v === "string" && v !== "")
  return {
    message: text ?? "This feature isn’t available on your plan.",
    cta: {
      label: typeof cta.label === "string" && cta.label !== "" ? cta.label : UPGRADE_CTA.label,
      path: typeof cta.path === "string" && cta.path.startsWith("/") ? cta.path : UPGRADE_CTA.path
    }
  }
}
