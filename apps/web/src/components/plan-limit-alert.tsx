import { Link } from "react-router"
import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { Alert } from "./ui/alert"

/** platform.md §8: a plan's refusal in red near the top, with its upgrade link. */
export const PlanLimitAlert = ({ upgrade }: { readonly upgrade: UpgradeMessage | null | undefined }) =>
  upgrade ? (
    <Alert tone="error">
      <span>{upgrade.message}</span> <Link to={upgrade.cta.path}>{upgrade.cta.label}</Link>
    </Alert>
  ) : null
