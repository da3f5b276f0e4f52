import { Link } from "react-router"
import { UPGRADE_REQUIRED } from "@initpack/core/messages/platform-projects"
import { UPGRADE_CTA, type UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { Alert } from "../../../components/ui/alert"

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

/** Reads a 402 body {message, cta:{label, path}}; the link defaults to Subscription Status (platform.md §8). */
export const toUpgradeMessage = (body: unknown, fallback: string): UpgradeMessage => {
  const r = record(body)
  const cta = record(r.cta)
  const message = typeof r.message === "string" && r.message !== "" ? r.message : typeof r.error === "string" && r.error !== "" ? r.error : fallback
  return {
    message,
    cta: {
      label: typeof cta.label === "string" && cta.label !== "" ? cta.label : UPGRADE_CTA.label,
      path: typeof cta.path === "string" && cta.path.startsWith("/") ? cta.path : UPGRADE_CTA.path
    }
  }
}

export const UpgradeBox = ({ upgrade }: { readonly upgrade: UpgradeMessage }) => (
  <Alert tone="warning" title={UPGRADE_REQUIRED}>
    <p>{upgrade.message}</p>
    <Link to={upgrade.cta.path}>{upgrade.cta.label}</Link>
  </Alert>
)
