import type * as Layer from "effect/Layer"
import type { CheckoutGateway } from "@initpack/core/ports/billing/checkout-gateway"
import * as LocalCheckout from "./local-checkout"
import * as StripeCheckout from "./stripe-checkout"

export interface CheckoutSettings {
  readonly stripeSecretKey?: string | undefined
  readonly stripeWebhookSecret?: string | undefined
  readonly stripeApiBase?: string | undefined
  readonly publicUrl: string
}

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set; the local checkout otherwise. */
export const checkoutProvider = (s: CheckoutSettings): "stripe" | "local" => (s.stripeSecretKey && s.stripeWebhookSecret ? "stripe" : "local")

export const checkoutLayer = (s: CheckoutSettings): Layer.Layer<CheckoutGateway> =>
  s.stripeSecretKey && s.stripeWebhookSecret
    ? StripeCheckout.layer({ secretKey: s.stripeSecretKey, webhookSecret: s.stripeWebhookSecret, publicUrl: s.publicUrl, apiBase: s.stripeApiBase })
    : LocalCheckout.layer
