import { Hono, type Context } from "hono"
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Option from "effect/Option"
import { getLocalCheckout } from "@initpack/core/use-cases/billing/get-local-checkout"
import { confirmLocalCheckout } from "@initpack/core/use-cases/billing/confirm-local-checkout"
import type { AppDeps, Kit } from "../../http/kit"
import type { PlatformServices } from "../../compose"
import { confirmationPage, messagePage } from "./confirmation-page"
import { logInRequest } from "../../logging/server-log"

export const CHECKOUT_SUCCESS_PATH = "/app/account/subscription?status=success"

/** Where a failed page effect goes: sign-in for a signed-out visitor, otherwise an HTML error page. */
const failurePage = (c: Context, cause: Cause.Cause<unknown>, next: string) => {
  const failure = Option.getOrNull(Cause.failureOption(cause)) as { _tag?: string; message?: string } | null
  if (failure?._tag === "NotSignedIn") return c.redirect(`/login?next=${encodeURIComponent(next)}`, 303)
  if (failure?._tag === "CheckoutNotFound") return c.html(messagePage("Checkout not found", failure.message ?? ""), 404)
  logInRequest(c, "ERROR", "failed", { cause: Cause.pretty(cause) })
  return c.html(messagePage("Something went wrong", "The purchase could not be confirmed. Try again."), 500)
}

/**
 * A form post must come from this server's own page (the session cookie is SameSite=Lax as well).
 * Under a no-referrer policy a browser may send `Origin: null`; then Fetch Metadata decides.
 */
const sameOrigin = (c: Context, publicUrl: string | undefined) => {
  const origin = c.req.header("origin")
  if (origin === undefined) return true
  if (origin === "null") return c.req.header("sec-fetch-site") === "same-origin"
  const own = new URL(c.req.url).origin
  return origin === own || (publicUrl !== undefined && origin === new URL(publicUrl).origin)
}

/** /checkout/local/{id}: the local checkout's confirmation page and its Confirm form (docs/billing.md). */
export const localCheckoutRoutes = (kit: Kit, deps: Pick<AppDeps, "runtime">) => {
  const app = new Hono()
  const page = async <A, E>(c: Context, effect: Effect.Effect<A, E, PlatformServices>, ok: (a: A) => Response | Promise<Response>) => {
    const exit = await deps.runtime.runPromiseExit(effect)
    return Exit.isSuccess(exit) ? ok(exit.value) : failurePage(c, exit.cause, c.req.path.replace(/\/confirm$/, ""))
  }

  app.get("/:id", (c) => page(c, kit.authed(c, (auth) => getLocalCheckout(auth, c.req.param("id"))), (view) => c.html(confirmationPage(view))))

  app.post("/:id/confirm", (c) => {
    if (!sameOrigin(c, kit.config.publicUrl)) return c.html(messagePage("Refused", "Cross-origin request refused."), 403)
    return page(c, kit.authed(c, (auth) => confirmLocalCheckout(auth, c.req.param("id"))), () => c.redirect(CHECKOUT_SUCCESS_PATH, 303))
  })
  return app
}
