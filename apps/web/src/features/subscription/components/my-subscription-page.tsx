import { useEffect, useState } from "react"
import { FAILED_TO_LOAD_SUBSCRIPTION } from "@initpack/core/messages/platform-billing"
import { planFor } from "@initpack/core/rules/platform/plans"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Badge } from "../../../components/ui/badge"
import { ButtonLink } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { Spinner } from "../../../components/ui/spinner"
import { useSession } from "../../../lib/session"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { getMySubscription } from "../api/get-my-subscription"
import { getUsage } from "../api/get-usage"
import { daysRemaining, formatDay, isGoodStatus, needsPurchaseNotice, toSubscriptionView, toUsageView, type SubscriptionView, type UsageView } from "../lib/subscription-view"
import { ProjectAllowances } from "./project-allowances"
import { UsageBox } from "./usage-box"

/** /app/account/mysubscription (platform.md §2.11). */
export const MySubscriptionPage = () => {
  useDocumentTitle("Subscription Status")
  const { session } = useSession()
  const [view, setView] = useState<SubscriptionView | null>(null)
  const [usage, setUsage] = useState<UsageView | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!session.signedIn) return
    let live = true
    void Promise.all([getMySubscription(), getUsage()]).then(([sub, use]) => {
      if (!live) return
      if (!sub.ok) setError(FAILED_TO_LOAD_SUBSCRIPTION)
      setView(sub.ok ? toSubscriptionView(sub.data) : toSubscriptionView({}))
      if (use.ok) setUsage(toUsageView(use.data))
    })
    return () => {
      live = false
    }
  }, [session.signedIn])

  if (!session.signedIn) {
    return (
      <div className="stack">
        <h1>Subscription Status</h1>
        <p>Sign in to see your plan and usage.</p>
        <div className="row">
          <ButtonLink to="/login?next=/app/account/mysubscription">Sign in</ButtonLink>
          <ButtonLink to="/pricing-signup" variant="secondary">
            View Pricing
          </ButtonLink>
        </div>
      </div>
    )
  }
  if (!view) return <Spinner />
  const days = daysRemaining(view.periodEnd, Date.now())
  const planName = view.planName ?? (view.planCode ? planFor(view.planCode).label : "No plan")
  return (
    <div className="stack">
      <h1>Subscription Status</h1>
      <ErrorBanner message={error} />
      {needsPurchaseNotice(view) ? <Alert tone="warning">You have no active subscription. Purchase a plan to use the workspace.</Alert> : null}
      <div className="grid-cards">
        <Card title="Plan">
          <dl className="ui-dl">
            <dt>Plan</dt>
            <dd data-testid="sub-plan">{planName}</dd>
            <dt>Status</dt>
            <dd>
              <Badge tone={isGoodStatus(view.status) ? "success" : "warning"}>{view.status ?? "none"}</Badge>
            </dd>
            <dt>Period start</dt>
            <dd>{formatDay(view.periodStart)}</dd>
            <dt>Period end</dt>
            <dd>{formatDay(view.periodEnd)}</dd>
            <dt>Days remaining</dt>
            <dd>{days ?? "—"}</dd>
          </dl>
        </Card>
        <Card title="Usage">{usage ? <UsageBox usage={usage} /> : <p className="muted">No usage yet.</p>}</Card>
        <Card title="AI generations left">
          <ProjectAllowances />
        </Card>
      </div>
      <div className="row">
        <ButtonLink to="/pricing">{isGoodStatus(view.status) ? "Upgrade" : "Purchase"}</ButtonLink>
        {view.planCode !== "free" ? (
          <ButtonLink to="/topup?bundles=1" variant="secondary">
            Buy a top-up
          </ButtonLink>
        ) : null}
        <ButtonLink to="/app/account/subscription" variant="ghost">
          Subscription &amp; Usage
        </ButtonLink>
      </div>
    </div>
  )
}
