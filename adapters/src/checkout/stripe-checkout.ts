import Stripe from "stripe"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import {
  CheckoutGateway,
  CheckoutGatewayError,
  WebhookRejected,
  type CheckoutGatewayService
} from "@initpack/core/ports/billing/checkout-gateway"
import { WEBHOOK_SIGNATURE_INVALID } from "@initpack/core/use-cases/billing/texts"

export interface StripeCheckoutOptions {
  readonly secretKey: string
  readonly webhookSecret: string
  /** Absolute base of the return links (PUBLIC_URL). */
  readonly publicUrl: string
  /** Another API host (a local stripe-mock or a test double); Stripe's own when unset. */
  readonly apiBase?: string | undefined
}

/** Events that mean the checkout is paid (card payments complete at once; others may succeed later). */
const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"])

const clientFor = (options: StripeCheckoutOptions) => {
  const base = options.apiBase ? new URL(options.apiBase) : null
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === "https:" ? 443 : 80), protocol: base.protocol === "https:" ? ("https" as const) : ("http" as const) }
      : {})
  })
}

/** Card payments through Stripe's hosted Checkout; a payment is credited from the signed webhook. */
export const make = (options: StripeCheckoutOptions): CheckoutGatewayService => {
  const stripe = clientFor(options)
  const base = options.publicUrl.replace(/\/+$/, "")
  return {
    provider: "stripe",
    start: (request) =>
      Effect.tryPromise({
        try: () =>
          stripe.checkout.sessions.create({
            mode: "payment",
            client_reference_id: request.checkoutId,
            customer_email: request.email,
            metadata: { checkout_id: request.checkoutId, user_id: String(request.userId), kind: request.kind },
            line_items: [
              { quantity: 1, price_data: { currency: "usd", unit_amount: request.amountCents, product_data: { name: request.description } } }
            ],
            success_url: `${base}/app/account/subscription?status=success&session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${base}/${request.kind === "topup" ? "app/account/subscription" : "pricing"}`
          }),
        catch: (cause) => new CheckoutGatewayError({ cause })
      }).pipe(
        Effect.flatMap((session) =>
          session.url ? Effect.succeed({ checkoutUrl: session.url, providerRef: session.id }) : Effect.fail(new CheckoutGatewayError({ cause: "no session url" }))
        )
      ),
    readWebhook: (payload, signature) =>
      Effect.try({
        try: () => stripe.webhooks.constructEvent(payload, signature ?? "", options.webhookSecret),
        catch: () => new WebhookRejected({ message: WEBHOOK_SIGNATURE_INVALID })
      }).pipe(
        Effect.map((event) => {
          if (!PAID_EVENTS.has(event.type)) return null
          const session = event.data.object as { client_reference_id?: string | null; metadata?: Record<string, string> | null; payment_status?: string }
          if (event.type === "checkout.session.completed" && session.payment_status === "unpaid") return null
          const checkoutId = session.metadata?.checkout_id ?? session.client_reference_id ?? null
          return checkoutId ? { checkoutId, eventId: event.id } : null
        })
      )
  }
}

export const layer = (options: StripeCheckoutOptions) => Layer.succeed(CheckoutGateway, make(options))
