import { Link } from "react-router"
import { Alert } from "../../../components/ui/alert"
import type { ScreenError } from "../lib/screen-error"

/** The red error near the top; a plan limit adds its upgrade link (platform.md §8). */
export const RiskError = ({ error }: { readonly error: ScreenError | null }) => {
  if (!error) return null
  return (
    <Alert tone="error">
      <span>{error.message}</span>
      {error.cta ? (
        <>
          {" "}
          <Link to={error.cta.path} className="risk-error-cta">
            {error.cta.label}
          </Link>
        </>
      ) : null}
    </Alert>
  )
}
