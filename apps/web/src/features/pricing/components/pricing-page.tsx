import { useState } from "react"
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router"
import { COULD_NOT_ACTIVATE_FREE_PLAN } from "@initpack/core/messages/platform-billing"
import { CHALLENGE_FAILED, COULD_NOT_START_CHECKOUT } from "@initpack/core/messages/platform-billing"
import { PublicLayout } from "../../../components/layouts/public-layout"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { failureText } from "../../../lib/api-client"
import { useSession } from "../../../lib/session"
import { displayName } from "../../../lib/session-parse"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { getSubscribeChallenge } from "../api/get-subscribe-challenge"
import { subscribe } from "../api/subscribe"
import { activateFreePlan } from "../api/activate-free-plan"
import { noPlanReason, type NoPlanState } from "../data/no-plan-reason"
import { FreeVsPaid } from "./free-vs-paid"
import { PlanCards } from "./plan-cards"
import { PricingNotes } from "./pricing-notes"
import "../pricing.css"

/** /pricing for signed-in users (platform.md §2.1, §2.2): choosing a plan starts the checkout. */
export const PricingPage = () => {
  useDocumentTitle("Choose a plan")
  const { session, loading } = useSession()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const bounced = (useLocation().state ?? null) as NoPlanState | null
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  if (loading) return <Spinner />
  if (!session.signedIn) return <Navigate to="/login?next=/pricing" replace />

  // issue 37: the Free plan in one step, straight into the workspace
  const startFree = async () => {
    setError(null)
    setBusy("free")
    const result = await activateFreePlan()
    if (result.ok && (result.data.ok || result.data.plan_code === "free")) {
      try {
        window.localStorage.setItem("initpack.free.activatedAt", new Date().toISOString())
      } catch {
        // storage disabled: nothing to remember
      }
      navigate("/app")
      return
    }
    setBusy(null)
    setError(result.ok ? (result.data.error ?? COULD_NOT_ACTIVATE_FREE_PLAN) : failureText(result, COULD_NOT_ACTIVATE_FREE_PLAN))
  }

  const choose = async (planCode: string) => {
    setError(null)
    setBusy(planCode)
    const challenge = await getSubscribeChallenge()
    if (!challenge.ok) {
      setBusy(null)
      return setError(failureText(challenge, CHALLENGE_FAILED))
    }
    const result = await subscribe(planCode, challenge.data)
    if (!result.ok) {
      setBusy(null)
      return setError(failureText(result, COULD_NOT_START_CHECKOUT))
    }
    if (result.data.checkout_url) {
      window.location.assign(result.data.checkout_url)
      return
    }
    if (result.data.ok) {
      navigate("/app")
      return
    }
    setBusy(null)
    setError(result.data.error ?? COULD_NOT_START_CHECKOUT)
  }

  return (
    <PublicLayout>
      <h1>Choose a plan</h1>
      <ErrorBanner message={error} />
      {bounced?.status ? (
        <Alert tone="info" title="Why you are here">
          <span data-testid="no-plan-reason">{noPlanReason(bounced.status)}</span>
        </Alert>
      ) : null}
      <p className="muted">
        You are signed in as {displayName(session)}. Pick a plan to open your workspace: a paid plan is confirmed on the next page; the Free plan
        starts at once.
      </p>
      <section className="ui-card plan-free" aria-labelledby="plan-free-heading">
        <h2 id="plan-free-heading" className="ui-card-title">
          Free plan
        </h2>
        <p className="muted">One month, one waterfall project: Scope, a rough Budget, one risk and the PID to view.</p>
        <Button variant="secondary" disabled={busy !== null} onClick={() => void startFree()}>
          {busy === "free" ? "Starting…" : "Start free now"}
        </Button>
      </section>
      <PlanCards
        selected={params.get("plan")}
        action={(plan) => (
          <Button block disabled={busy !== null} onClick={() => void choose(plan.code)}>
            {busy === plan.code ? "Starting checkout…" : `Choose the ${plan.label} plan`}
          </Button>
        )}
      />
      <PricingNotes />
      <FreeVsPaid />
    </PublicLayout>
  )
}
