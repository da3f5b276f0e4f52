import { useState } from "react"
import { Navigate, useNavigate, useSearchParams } from "react-router"
import { CHALLENGE_FAILED, COULD_NOT_START_CHECKOUT } from "@initpack/core/messages/platform-billing"
import { PublicLayout } from "../../../components/layouts/public-layout"
import { ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { failureText } from "../../../lib/api-client"
import { useSession } from "../../../lib/session"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { getSubscribeChallenge } from "../api/get-subscribe-challenge"
import { subscribe } from "../api/subscribe"
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
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  if (loading) return <Spinner />
  if (!session.signedIn) return <Navigate to="/login?next=/pricing" replace />

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
      <p className="muted">Pick a plan to open your workspace. You confirm the payment on the next page.</p>
      <PlanCards
        selected={params.get("plan")}
        action={(plan) => (
          <Button block disabled={busy !== null} onClick={() => void choose(plan.code)} aria-label={`Sign up for the ${plan.label} plan`}>
            {busy === plan.code ? "Starting checkout…" : "Sign up"}
          </Button>
        )}
      />
      <PricingNotes />
      <FreeVsPaid />
    </PublicLayout>
  )
}
