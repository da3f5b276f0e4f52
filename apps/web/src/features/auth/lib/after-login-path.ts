// platform.md §2.1: after login the user goes to /app when the subscription is active, otherwise /pricing.
import { canEnterApp, isAccessExempt } from "@initpack/core/rules/platform/subscription-access"

/** A local `next` is honoured when the user may open it: anything when active, non-/app pages (or the exempt page) otherwise. */
export const afterLoginPath = (status: string | undefined, next: string | null): string => {
  const safeNext = next && next.startsWith("/") && !next.startsWith("//") ? next : undefined
  if (canEnterApp(status)) return safeNext ?? "/app"
  if (safeNext && (!safeNext.startsWith("/app") || isAccessExempt(safeNext) || safeNext.startsWith("/app/account/mysubscription"))) {
    return safeNext
  }
  return "/pricing"
}
