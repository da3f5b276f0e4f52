import * as Context from "effect/Context"
import * as Data from "effect/Data"
import type * as Effect from "effect/Effect"

export class CheckoutError extends Data.TaggedError("CheckoutError")<{ readonly message: string }> {}

/** What happens after a user picks a paid plan: activate now, or send the browser to a card checkout. */
export type CheckoutStart = { readonly _tag: "ActivateNow" } | { readonly _tag: "Redirect"; readonly checkoutUrl: string }

export interface SubscriptionCheckoutService {
  readonly start: (input: { readonly userId: number; readonly email: string; readonly planCode: string }) => Effect.Effect<CheckoutStart, CheckoutError>
}

export class SubscriptionCheckout extends Context.Tag("@initpack/core/ports/SubscriptionCheckout")<
  SubscriptionCheckout,
  SubscriptionCheckoutService
>() {}
