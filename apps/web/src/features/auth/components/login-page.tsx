import { useEffect, useRef, useState, type FormEvent } from "react"
import { Link, useNavigate, useSearchParams } from "react-router"
import { FORGOT_PASSWORD_NEEDS_EMAIL, RESET_LINK_SENT, PASSWORD_RESET_REQUEST_FAILED, loginFailed } from "@initpack/core/messages/platform-auth"
import { PublicLayout } from "../../../components/layouts/public-layout"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { Input } from "../../../components/ui/input"
import { failureText } from "../../../lib/api-client"
import { useSession } from "../../../lib/session"
import { getSubscriptionStatus } from "../../../lib/subscription-status"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { login } from "../api/login"
import { refreshSession } from "../api/refresh-session"
import { requestPasswordReset } from "../api/request-password-reset"
import { validateLogin, validateTotpCode } from "../lib/validate-auth"
import { afterLoginPath } from "../lib/after-login-path"
import "../auth.css"

export const LoginPage = () => {
  useDocumentTitle("Sign in")
  const [params] = useSearchParams()
  const next = params.get("next")
  const navigate = useNavigate()
  const { session, loading, refresh } = useSession()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [code, setCode] = useState("")
  const [step, setStep] = useState<"password" | "code">("password")
  const [challengeId, setChallengeId] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [info, setInfo] = useState<string | null>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const redirected = useRef(false)

  const goOn = async () => {
    const status = await getSubscriptionStatus()
    navigate(afterLoginPath(status, next), { replace: true })
  }

  // Already signed in (e.g. back from free activation): refresh the session and move on.
  useEffect(() => {
    if (loading || !session.signedIn || redirected.current) return
    redirected.current = true
    void refreshSession().then(async () => {
      await refresh()
      await goOn()
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, session.signedIn])

  useEffect(() => {
    if (step === "code") codeRef.current?.focus()
  }, [step])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setInfo(null)
    const invalid = validateLogin(email, password) ?? (step === "code" ? validateTotpCode(code) : undefined)
    if (invalid) return setError(invalid)
    setBusy(true)
    const result = await login({ email: email.trim(), password, ...(step === "code" ? { code: code.trim(), challengeId } : {}) })
    if (!result.ok) {
      setBusy(false)
      return setError(failureText(result, loginFailed(result.status)))
    }
    if (result.data.mfa_required && step === "password") {
      setBusy(false)
      setChallengeId(result.data.challenge_id)
      setStep("code")
      return
    }
    if (result.data.error) {
      setBusy(false)
      return setError(result.data.error)
    }
    redirected.current = true
    await refresh()
    await goOn()
  }

  const onForgot = async () => {
    setError(null)
    setInfo(null)
    if (email.trim() === "") return setError(FORGOT_PASSWORD_NEEDS_EMAIL)
    const result = await requestPasswordReset(email.trim())
    if (result.ok) setInfo(RESET_LINK_SENT)
    else setError(failureText(result, PASSWORD_RESET_REQUEST_FAILED))
  }

  return (
    <PublicLayout narrow>
      <h1>Sign in</h1>
      <div className="stack">
        <ErrorBanner message={error} />
        {params.get("reset") === "1" ? <Alert tone="success">Your password has been reset. Sign in with your new password.</Alert> : null}
        {info ? <Alert tone="info">{info}</Alert> : null}
      </div>
      <Card className="auth-card">
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          {step === "password" ? (
            <>
              <Input id="login-email" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
              <Input
                id="login-password"
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </>
          ) : (
            <Input
              ref={codeRef}
              id="login-code"
              label="Authenticator code"
              hint="Enter the 6-digit code from your authenticator app."
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              pattern="[0-9]{6}"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
            />
          )}
          <Button type="submit" block disabled={busy}>
            {busy ? "Signing in…" : step === "code" ? "Verify code" : "Sign in"}
          </Button>
          <div className="auth-links">
            {step === "password" ? (
              <button type="button" className="linklike" onClick={() => void onForgot()}>
                Forgot password?
              </button>
            ) : (
              <button type="button" className="linklike" onClick={() => setStep("password")}>
                Back
              </button>
            )}
            <Link to={`/signup`}>Create an account</Link>
          </div>
        </form>
      </Card>
    </PublicLayout>
  )
}
