import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { SubscriptionCheckout } from "@initpack/core/ports/subscription-checkout"

/** Default checkout until a payment provider is configured: the plan activates on the spot. */
export const directCheckoutLayer = Layer.succeed(SubscriptionCheckout, { start: () => Effect.succeed({ _tag: "ActivateNow" as const }) })
