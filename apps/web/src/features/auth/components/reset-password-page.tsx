import { useEffect, useRef, useState, type FormEvent } from "react"
import { useNavigate, useSearchParams } from "react-router"
import { PASSWORD_RESET_FAILED, RESET_LINK_INVALID } from "@initpack/core/messages/platform-auth"
import { PublicLayout } from "../../../components/layouts/public-layout"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { Input } from "../../../components/ui/input"
import { failureText } from "../../../lib/api-client"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { confirmPasswordReset } from "../api/confirm-password-reset"
import { RESET_MIN_PASSWORD, validateReset } from "../lib/validate-auth"
import "../auth.css"

/** platform.md §9: redirect to /login?reset=1 1.2 s after a successful reset. */
export const RESET_REDIRECT_MS = 1200

export const ResetPasswordPage = () => {
  useDocumentTitle("Reset password")
  const [params] = useSearchParams()
  const token = params.get("token")
  const navigate = useNavigate()
  const [password, setPassword] = useState("")
  const [confirm, setConfirm] = useState("")
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(token ? null : RESET_LINK_INVALID)
  const [done, setDone] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const invalid = validateReset(token, password, confirm)
    if (invalid) return setError(invalid)
    setBusy(true)
    const result = await confirmPasswordReset(token ?? "", password)
    setBusy(false)
    if (!result.ok || result.data.ok === false) {
      return setError(result.ok ? (result.data.error ?? PASSWORD_RESET_FAILED) : failureText(result, PASSWORD_RESET_FAILED))
    }
    setDone(true)
    timer.current = setTimeout(() => navigate("/login?reset=1", { replace: true }), RESET_REDIRECT_MS)
  }

  return (
    <PublicLayout narrow>
      <h1>Reset password</h1>
      <div className="stack">
        <ErrorBanner message={error} />
        {done ? <Alert tone="success">Your password has been reset. Taking you to sign in…</Alert> : null}
      </div>
      <Card className="auth-card">
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Input
            id="reset-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${RESET_MIN_PASSWORD} characters.`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Input id="reset-confirm" label="Repeat new password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
          <Button type="submit" block disabled={!token || busy || done}>
            {busy ? "Saving…" : "Set new password"}
          </Button>
        </form>
      </Card>
    </PublicLayout>
  )
}
