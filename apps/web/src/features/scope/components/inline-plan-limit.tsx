import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { PlanLimitAlert } from "../../../components/plan-limit-alert"

/** Issue 37: a plan limit shown next to the button that was pressed, not at the top of a long page. */
export const InlinePlanLimit = ({ upgrade, at, here }: { readonly upgrade: UpgradeMessage | null; readonly at: string | null; readonly here: (action: string) => boolean }) =>
  upgrade && at !== null && here(at) ? (
    <div className="scope-inline-limit" data-testid="scope-inline-limit">
      <PlanLimitAlert upgrade={upgrade} />
    </div>
  ) : null
