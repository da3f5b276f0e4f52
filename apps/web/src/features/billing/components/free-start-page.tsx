import { useState } from "react"
import { Link, Navigate, useNavigate } from "react-router"
import { SOMETHING_WENT_WRONG } from "@initpack/core/messages/general"
import { COULD_NOT_ACTIVATE_FREE_PLAN } from "@initpack/core/messages/platform-billing"
import { PublicLayout } from "../../../components/layouts/public-layout"
import { ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { Spinner } from "../../../components/ui/spinner"
import { failureText } from "../../../lib/api-client"
import { useSession } from "../../../lib/session"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { activateFreePlan } from "../api/activate-free-plan"
import { useTimedMessage } from "../lib/use-timed-message"

export const FREE_ACTIVATED_KEY = "initpack.free.activatedAt"

/** /free/start (platform.md §2.11, §4). */
export const FreeStartPage = () => {
  useDocumentTitle("Free plan")
  const { session, loading } = useSession()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, showError] = useTimedMessage()

  if (loading) return <Spinner />
  if (!session.signedIn) return <Navigate to="/login?next=/free/start" replace />

  const enter = async () => {
    setBusy(true)
    try {
      const result = await activateFreePlan()
      if (result.ok && (result.data.ok || result.data.plan_code === "free")) {
        try {
          window.localStorage.setItem(FREE_ACTIVATED_KEY, new Date().toISOString())
        } catch {
          // storage disabled: nothing to remember
        }
        navigate("/login")
        return
      }
      showError(result.ok ? (result.data.error ?? COULD_NOT_ACTIVATE_FREE_PLAN) : failureText(result, COULD_NOT_ACTIVATE_FREE_PLAN))
    } catch {
      showError(SOMETHING_WENT_WRONG)
    }
    setBusy(false)
  }

  return (
    <PublicLayout narrow>
      <h1>Start on the Free plan</h1>
      <ErrorBanner message={error} />
      <Card>
        <div className="stack">
          <p>The Free plan gives you one month of access and one waterfall project, with:</p>
          <ul>
            <li>Scope: one item per tab</li>
            <li>Risk Register: 1 risk and 1 mitigation</li>
            <li>Budget: a rough budget</li>
            <li>Reports: the PID to view, no downloads</li>
          </ul>
          <p className="muted">
            Not included: Stakeholders, Comms Plan, WBS Builder, agile modules, Expand with AI and top-ups.
          </p>
          <Button block disabled={busy} onClick={() => void enter()}>
            {busy ? "Activating…" : "Enter"}
          </Button>
          <Link to="/pricing-signup">Compare paid plans</Link>
        </div>
      </Card>
    </PublicLayout>
  )
}
