import { useState } from "react"
import { Navigate, useNavigate, useSearchParams } from "react-router"
import { COULD_NOT_START_TOPUP_CHECKOUT, TOPUPS_DO_NOT_CARRY_OVER } from "@initpack/core/messages/platform-billing"
import {
  PROJECTS_PER_BUNDLE, TOPUP_BUNDLE_PRICE_CENTS, TOPUP_MAX_BUNDLES, TOPUP_MIN_BUNDLES, clampBundles, topupProjects
} from "@initpack/core/rules/platform/topup-bundles"
import { PublicLayout } from "../../../components/layouts/public-layout"
import { ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { Select } from "../../../components/ui/select"
import { Spinner } from "../../../components/ui/spinner"
import { failureText } from "../../../lib/api-client"
import { useSession } from "../../../lib/session"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { startTopupCheckout } from "../api/start-topup-checkout"

const BUNDLE_OPTIONS = Array.from({ length: TOPUP_MAX_BUNDLES - TOPUP_MIN_BUNDLES + 1 }, (_, i) => {
  const n = TOPUP_MIN_BUNDLES + i
  return { value: String(n), label: `${n} bundle${n === 1 ? "" : "s"} (${topupProjects(n)} projects)` }
})

/** /topup (platform.md §2.11, §4): bundles from the query, clamped to 1..10. */
export const TopupPage = () => {
  useDocumentTitle("Buy Top-ups")
  const { session, loading } = useSession()
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const bundles = clampBundles(params.get("bundles"))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  if (loading) return <Spinner />
  if (!session.signedIn) return <Navigate to={`/login?next=${encodeURIComponent(`/topup?bundles=${bundles}`)}`} replace />

  const checkout = async () => {
    setError(null)
    setBusy(true)
    const result = await startTopupCheckout(bundles)
    if (result.ok && result.data.checkout_url) {
      window.location.assign(result.data.checkout_url)
      return
    }
    if (result.ok && result.data.ok) {
      navigate("/app/account/subscription?status=success")
      return
    }
    setBusy(false)
    setError(result.ok ? (result.data.error ?? COULD_NOT_START_TOPUP_CHECKOUT) : failureText(result, COULD_NOT_START_TOPUP_CHECKOUT))
  }

  const price = (TOPUP_BUNDLE_PRICE_CENTS * bundles) / 100
  return (
    <PublicLayout narrow>
      <h1>Buy Top-ups</h1>
      <ErrorBanner message={error} />
      <Card>
        <div className="stack">
          <p>
            You are buying <strong data-testid="topup-bundles">{bundles}</strong> bundle{bundles === 1 ? "" : "s"}:{" "}
            {topupProjects(bundles)} more project creations ({PROJECTS_PER_BUNDLE} projects per bundle), USD {price}.
          </p>
          <Select
            id="topup-bundles"
            label="Bundles"
            options={BUNDLE_OPTIONS}
            value={String(bundles)}
            onChange={(e) => setParams({ bundles: e.target.value }, { replace: true })}
          />
          <p className="muted">{TOPUPS_DO_NOT_CARRY_OVER}</p>
          <Button block disabled={busy} onClick={() => void checkout()}>
            {busy ? "Starting checkout…" : "Continue to card checkout"}
          </Button>
        </div>
      </Card>
    </PublicLayout>
  )
}
