// Which /app paths need what (platform.md §2.3, §4 Access, §6).
import { canEnterApp, isAccessExempt } from "@initpack/core/rules/platform/subscription-access"

/** My Subscription has a signed-out view (§2.11: Sign in and View Pricing) and a notice for inactive users. */
const MY_SUBSCRIPTION = "/app/account/mysubscription"

const isMySubscription = (pathname: string): boolean => pathname.replace(/\/+$/, "") === MY_SUBSCRIPTION

export type AccessDecision =
  | { readonly kind: "allow" }
  | { readonly kind: "login"; readonly to: string }
  | { readonly kind: "pricing"; readonly to: "/pricing" }

export const decideAppAccess = (input: {
  readonly pathname: string
  readonly search: string
  readonly signedIn: boolean
  readonly subscriptionStatus: string | undefined
  /** Admins reach the admin pages without a subscription of their own. */
  readonly isAdmin?: boolean
}): AccessDecision => {
  if (!input.signedIn) {
    if (isMySubscription(input.pathname)) return { kind: "allow" }
    return { kind: "login", to: `/login?next=${encodeURIComponent(input.pathname + input.search)}` }
  }
  const adminPage = input.isAdmin === true && /^\/app\/admin(\/|$)/.test(input.pathname)
  if (canEnterApp(input.subscriptionStatus) || isAccessExempt(input.pathname) || isMySubscription(input.pathname) || adminPage) {
    return { kind: "allow" }
  }
  return { kind: "pricing", to: "/pricing" }
}
