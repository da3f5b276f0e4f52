import * as Effect from "effect/Effect"
import { CheckoutGateway } from "../../ports/billing/checkout-gateway"
import { completeCheckout } from "./complete-checkout"

/** A provider webhook: verified by the gateway, then the checkout it names is credited once. */
export const handlePaymentWebhook = (payload: string, signature: string | undefined) =>
  Effect.gen(function* () {
    const payment = yield* (yield* CheckoutGateway).readWebhook(payload, signature)
    if (!payment) return { received: true as const, credited: false }
    // an unknown checkout is acknowledged (the provider would retry forever) and credits nothing
    const result = yield* completeCheckout(payment.checkoutId).pipe(
      Effect.catchTag("CheckoutNotFound", () => Effect.succeed({ credited: false }))
    )
    return { received: true as const, credited: result.credited }
  })
