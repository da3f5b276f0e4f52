import { Link } from "react-router"
import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { Alert } from "../../../components/ui/alert"

/** platform.md §8: a plan limit (402) in red near the top, with its upgrade link. */
export const PlanLimitAlert = ({ upgrade }: { readonly upgrade: UpgradeMessage }) => (
  <Alert tone="error">
    <p className="wbs-plan-message">{upgrade.message}</p>
    <Link to={upgrade.cta.path}>{upgrade.cta.label}</Link>
  </Alert>
)
