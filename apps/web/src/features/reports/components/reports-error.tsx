import { PlanLimitAlert } from "../../../components/plan-limit-alert"
import { ErrorBanner } from "../../../components/ui/alert"
import type { ScreenError } from "../lib/screen-error"

/** The red error near the top; a plan limit adds its upgrade link (platform.md §8). */
export const ReportsError = ({ error }: { readonly error: ScreenError | null }) =>
  error?.cta ? <PlanLimitAlert upgrade={{ message: error.message, cta: error.cta }} /> : <ErrorBanner message={error?.message} />
