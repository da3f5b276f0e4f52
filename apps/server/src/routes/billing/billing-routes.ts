import { Hono } from "hono"
import { TopupCheckoutBody } from "@initpack/core/use-cases/billing/topup-checkout-body"
import { startTopupCheckout } from "@initpack/core/use-cases/billing/start-topup-checkout"
import type { Kit } from "../../http/kit"

/** /api/billing: top-up checkout (platform.md §7). */
export const billingRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody } = kit
  app.post("/topups/checkout", (c) => withBody(c, TopupCheckoutBody, (body) => run(c, authed(c, (auth) => startTopupCheckout(auth, body.bundles)))))
  return app
}
