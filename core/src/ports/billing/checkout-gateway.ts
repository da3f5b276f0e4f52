import * as Context from "effect/Context"
import * as Data from "effect/Data"
import type * as Effect from "effect/Effect"

export type CheckoutKind = "subscription" | "topup"

/** What the user pays for; the checkout id travels through the provider and comes back on completion. */
export interface CheckoutRequest {
  readonly checkoutId: string
  readonly userId: number
  readonly email: string
  readonly kind: CheckoutKind
  readonly description: string
  readonly amountCents: number
}

export interface StartedCheckout {
  /** Where the browser goes to pay (absolute for a provider, server-relative for the local checkout). */
  readonly checkoutUrl: string
  /** The provider's id of the session, when there is one. */
  readonly providerRef: string | null
}

/** A payment the provider reports as completed. */
export interface CompletedPayment {
  readonly checkoutId: string
  readonly eventId: string
}

/** The provider could not open a checkout session. */
export class CheckoutGatewayError extends Data.TaggedError("CheckoutGatewayError")<{ readonly cause: unknown }> {}
/** A webhook whose signature does not verify, or that this provider does not accept (400). */
export class WebhookRejected extends Data.TaggedError("WebhookRejected")<{ readonly message: string }> {}

export interface CheckoutGatewayService {
  readonly provider: "local" | "stripe"
  readonly start: (request: CheckoutRequest) => Effect.Effect<StartedCheckout, CheckoutGatewayError>
  /** Verifies a provider webhook; answers the completed payment, or null for events that credit nothing. */
  readonly readWebhook: (payload: string, signature: string | undefined) => Effect.Effect<CompletedPayment | null, WebhookRejected>
}

export class CheckoutGateway extends Context.Tag("@initpack/core/ports/billing/CheckoutGateway")<CheckoutGateway, CheckoutGatewayService>() {}
