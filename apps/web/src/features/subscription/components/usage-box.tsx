import { BILLING_MONTH_LIMIT_HIT } from "@initpack/core/messages/platform-billing"
import { Alert } from "../../../components/ui/alert"
import { formatDay, type UsageView } from "../lib/subscription-view"

export const UsageBox = ({ usage }: { readonly usage: UsageView }) => (
  <div className="stack" style={{ gap: "var(--space-2)" }}>
    <dl className="ui-dl">
      <dt>Projects created this period</dt>
      <dd data-testid="usage-used">{usage.used}</dd>
      <dt>Remaining allowed</dt>
      <dd data-testid="usage-remaining">{usage.remaining}</dd>
      <dt>Window</dt>
      <dd>
        {formatDay(usage.windowStart)} – {formatDay(usage.windowEnd)}
      </dd>
    </dl>
    <p className="muted" data-testid="usage-topups">
      Includes {usage.extraTopups} project creation{usage.extraTopups === 1 ? "" : "s"} from top-ups.
    </p>
    {!usage.allowed && usage.remaining === 0 ? <Alert tone="warning">{BILLING_MONTH_LIMIT_HIT}</Alert> : null}
  </div>
)
