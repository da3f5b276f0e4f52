import { Hono } from "hono"
import { bodyLimit } from "hono/body-limit"
import { handlePaymentWebhook } from "@initpack/core/use-cases/billing/handle-payment-webhook"
import type { Kit } from "../../http/kit"
import { jsonError } from "../../http/error-response"

/**
 * POST /webhooks/stripe: the provider calls it server to server (no session, no Origin), so it sits
 * outside /api and its same-origin rule; the Stripe-Signature header is what authenticates it.
 */
export const stripeWebhookRoutes = (kit: Kit) => {
  const app = new Hono()
  app.post(
    "/",
    bodyLimit({ maxSize: 1024 * 1024, onError: (c) => jsonError(c, 413, "The request body is too large (limit 1 MiB).") }),
    async (c) => {
      const payload = await c.req.text()
      return kit.run(c, handlePaymentWebhook(payload, c.req.header("stripe-signature")))
    }
  )
  return app
}
