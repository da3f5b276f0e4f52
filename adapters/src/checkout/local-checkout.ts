import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { CheckoutGateway, WebhookRejected, type CheckoutGatewayService } from "@initpack/core/ports/billing/checkout-gateway"
import { WEBHOOK_NOT_ACCEPTED } from "@initpack/core/use-cases/billing/texts"

/** The server's own confirmation page (apps/server/src/routes/checkout); relative, so it works behind any host. */
export const localCheckoutPath = (checkoutId: string) => `/checkout/local/${encodeURIComponent(checkoutId)}`

/**
 * Default checkout for self-hosting and development: no card is taken. The browser goes to a
 * confirmation page served by the server; the signed-in user's confirmation credits the checkout.
 */
export const make: CheckoutGatewayService = {
  provider: "local",
  start: (request) => Effect.succeed({ checkoutUrl: localCheckoutPath(request.checkoutId), providerRef: null }),
  readWebhook: () => Effect.fail(new WebhookRejected({ message: WEBHOOK_NOT_ACCEPTED }))
}

export const layer = Layer.succeed(CheckoutGateway, make)
