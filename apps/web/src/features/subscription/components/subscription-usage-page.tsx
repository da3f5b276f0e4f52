import { useCallback, useEffect, useState } from "react"
import { useSearchParams } from "react-router"
import {
  FAILED_TO_LOAD_USAGE, FAILED_TO_REFRESH_USAGE, NO_PLANS_AVAILABLE, TOPUPS_DO_NOT_CARRY_OVER
} from "@initpack/core/messages/platform-billing"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Button, ButtonLink } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { Table } from "../../../components/ui/table"
import { useSession } from "../../../lib/session"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { getPlans } from "../api/get-plans"
import { getUsage } from "../api/get-usage"
import { toPlanViews, toUsageView, type PlanView, type UsageView } from "../lib/subscription-view"
import { UsageBox } from "./usage-box"

/** /app/account/subscription (platform.md §2.11): usage, top-up, refresh, plans. */
export const SubscriptionUsagePage = () => {
  useDocumentTitle("Subscription & Usage")
  const { session } = useSession()
  const [params] = useSearchParams()
  const [usage, setUsage] = useState<UsageView | null>(null)
  const [plans, setPlans] = useState<ReadonlyArray<PlanView> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const returned = params.get("status") === "success" || params.has("session_id")

  const loadUsage = useCallback(async (failure: string) => {
    const result = await getUsage()
    if (!result.ok) return setError(failure)
    setError(null)
    setUsage(toUsageView(result.data))
  }, [])

  // Refetch when the checkout returns here (status=success or a session_id).
  useEffect(() => {
    void loadUsage(FAILED_TO_LOAD_USAGE)
  }, [loadUsage, params])

  useEffect(() => {
    void getPlans().then((result) => setPlans(result.ok ? toPlanViews(result.data) : []))
  }, [])

  return (
    <div className="stack">
      <h1>Subscription &amp; Usage</h1>
      <ErrorBanner message={error} />
      {returned ? <Alert tone="success">Payment confirmed. Your usage is up to date.</Alert> : null}
      <p className="muted">Signed in as {session.user?.email ?? "—"}</p>
      <div className="grid-cards">
        <Card title="Current Plan">
          <p className="muted">Your plan details appear in Subscription Status.</p>
        </Card>
        <Card title="Usage">
          {usage ? <UsageBox usage={usage} /> : <p className="muted">Loading…</p>}
          <div className="row" style={{ marginTop: "var(--space-3)" }}>
            <ButtonLink to="/topup?bundles=1">Buy top-up (2 more project creations)</ButtonLink>
            <Button variant="secondary" onClick={() => void loadUsage(FAILED_TO_REFRESH_USAGE)}>
              Refresh
            </Button>
          </div>
          <p className="muted" style={{ marginTop: "var(--space-3)" }}>
            {TOPUPS_DO_NOT_CARRY_OVER}
          </p>
        </Card>
      </div>
      <section className="stack" aria-labelledby="plans-title">
        <h2 id="plans-title">Available plans</h2>
        {plans !== null && plans.length === 0 ? <Alert tone="warning">{NO_PLANS_AVAILABLE}</Alert> : null}
        {plans && plans.length > 0 ? (
          <Table
            caption="Available plans"
            rows={plans}
            rowKey={(plan) => plan.code}
            columns={[
              { key: "name", header: "Plan", cell: (plan) => plan.name },
              { key: "price", header: "Price", cell: (plan) => (plan.priceCents === undefined ? "—" : `$${(plan.priceCents / 100).toFixed(0)}`) },
              { key: "limit", header: "Projects per month", cell: (plan) => plan.monthlyProjectLimit ?? "—" },
              {
                key: "choose",
                header: <span className="sr-only">Actions</span>,
                cell: (plan) =>
                  plan.code === "free" ? (
                    <ButtonLink to="/free/start" size="sm" variant="secondary">
                      Choose plan
                    </ButtonLink>
                  ) : (
                    <ButtonLink to={`/pricing?plan=${encodeURIComponent(plan.code)}`} size="sm" variant="secondary" aria-label={`Choose plan ${plan.name}`}>
                      Choose plan
                    </ButtonLink>
                  )
              }
            ]}
          />
        ) : null}
      </section>
    </div>
  )
}
