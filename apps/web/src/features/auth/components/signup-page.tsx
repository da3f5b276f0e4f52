import { useEffect, useRef, useState, type FormEvent } from "react"
import { Link, useNavigate, useSearchParams } from "react-router"
import { REGISTRATION_FAILED } from "@initpack/core/messages/platform-auth"
import { PublicLayout } from "../../../components/layouts/public-layout"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { Checkbox } from "../../../components/ui/checkbox"
import { Field } from "../../../components/ui/field"
import { Input } from "../../../components/ui/input"
import { Select } from "../../../components/ui/select"
import { failureText, query } from "../../../lib/api-client"
import { useSession } from "../../../lib/session"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { login } from "../api/login"
import { register } from "../api/register"
import { COUNTRIES } from "../data/countries"
import { IT_ROLES, PROJECT_AND_AGILE_ROLES } from "../data/roles"
import { SIGNUP_MIN_PASSWORD, missingSignupFields, validateSignup } from "../lib/validate-auth"
import "../auth.css"

/** platform.md §9: redirect to /pricing 600 ms after a successful sign-up. */
export const SIGNUP_REDIRECT_MS = 600

const countryOptions = COUNTRIES.map((country) => ({ value: country, label: country }))

export const SignupPage = () => {
  useDocumentTitle("Sign up")
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const { refresh } = useSession()
  const [form, setForm] = useState({ name: "", email: "", role: "", country: "", password: "", confirm: "", terms: false })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const missing = missingSignupFields(form)
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((current) => ({ ...current, [key]: value }))

  // The plan chosen on the public pricing page travels on to the signed-in pricing page.
  const pricingTarget = `/pricing${query({ plan: params.get("plan"), months: params.get("months"), price_usd: params.get("price_usd") })}`

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const invalid = validateSignup(form)
    if (invalid) return setError(invalid)
    setBusy(true)
    const email = form.email.trim()
    const result = await register({ email, password: form.password, name: form.name.trim(), role: form.role, country: form.country })
    if (!result.ok) {
      setBusy(false)
      return setError(failureText(result, REGISTRATION_FAILED))
    }
    // Registration may or may not open a session; sign in when it did not.
    const session = await refresh()
    if (!session.signedIn) {
      await login({ email, password: form.password })
      await refresh()
    }
    setDone(true)
    timer.current = setTimeout(() => navigate(pricingTarget), SIGNUP_REDIRECT_MS)
  }

  return (
    <PublicLayout narrow>
      <h1>Create your account</h1>
      <div className="stack">
        <ErrorBanner message={error} />
        {done ? <Alert tone="success">Account created. Taking you to pricing…</Alert> : null}
        {params.get("plan") ? <Alert tone="info">You chose the {params.get("plan")} plan. You can confirm it after signing up.</Alert> : null}
      </div>
      <Card className="auth-card">
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Input id="signup-name" label="Name" autoComplete="name" value={form.name} onChange={(e) => set("name", e.target.value)} />
          <Input id="signup-email" label="Email" type="email" autoComplete="email" value={form.email} onChange={(e) => set("email", e.target.value)} />
          <Field id="signup-role" label="Role">
            <select id="signup-role" className="ui-select" value={form.role} onChange={(e) => set("role", e.target.value)}>
              <option value="">Choose your role</option>
              <optgroup label="Project and agile roles">
                {PROJECT_AND_AGILE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </optgroup>
              <optgroup label="IT roles">
                {IT_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </optgroup>
            </select>
          </Field>
          <Select id="signup-country" label="Country" placeholder="Choose your country" options={countryOptions} value={form.country} onChange={(e) => set("country", e.target.value)} />
          <div className="signup-grid">
            <Input
              id="signup-password"
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${SIGNUP_MIN_PASSWORD} characters.`}
              value={form.password}
              onChange={(e) => set("password", e.target.value)}
            />
            <Input
              id="signup-confirm"
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              value={form.confirm}
              onChange={(e) => set("confirm", e.target.value)}
            />
          </div>
          <Checkbox
            id="signup-terms"
            checked={form.terms}
            onChange={(e) => set("terms", e.target.checked)}
            label={
              <>
                I accept the <Link to="/terms">Terms</Link> and have read the <Link to="/disclaimer">Disclaimer</Link>.
              </>
            }
          />
          <Button type="submit" block disabled={!form.terms || busy || done} aria-describedby={missing.length > 0 ? "signup-missing" : undefined}>
            {busy ? "Creating account…" : "Sign up"}
          </Button>
          {/* issue 37: say which fields are still needed, rather than a silent disabled button */}
          {missing.length > 0 && !done ? (
            <p className="ui-hint signup-missing" id="signup-missing" aria-live="polite" data-testid="signup-missing">
              Still needed: {missing.join(", ")}.
            </p>
          ) : null}
          <p className="muted">
            Already have an account? <Link to="/login">Sign in</Link>
          </p>
        </form>
      </Card>
    </PublicLayout>
  )
}
