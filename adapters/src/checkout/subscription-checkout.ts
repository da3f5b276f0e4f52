import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { CheckoutError, SubscriptionCheckout } from "@initpack/core/ports/subscription-checkout"
import { BillingRepository } from "@initpack/core/ports/billing/billing-repository"
import { CheckoutGateway } from "@initpack/core/ports/billing/checkout-gateway"
import { Clock } from "@initpack/core/ports/clock"
import { PlanRepository } from "@initpack/core/ports/plan-repository"
import { Random } from "@initpack/core/ports/random"
import { startCheckout } from "@initpack/core/use-cases/billing/start-checkout"
import { subscriptionDescription } from "@initpack/core/use-cases/billing/checkout-description"

/**
 * The subscribe flow's checkout (replaces the direct activation): every paid plan goes through the
 * checkout gateway, local confirmation page or Stripe, and is credited when paid.
 */
export const layer = Layer.effect(
  SubscriptionCheckout,
  Effect.map(Effect.context<BillingRepository | CheckoutGateway | Clock | PlanRepository | Random>(), (context) => ({
    start: (input: { readonly userId: number; readonly email: string; readonly planCode: string }) =>
      Effect.gen(function* () {
        const plan = yield* (yield* PlanRepository).find(input.planCode)
        if (!plan) return yield* new CheckoutError({ message: `unknown plan ${input.planCode}` })
        const started = yield* startCheckout({
          userId: input.userId,
          email: input.email,
          kind: "subscription",
          planCode: plan.code,
          bundles: null,
          amountCents: plan.priceCents,
          description: subscriptionDescription(plan)
        })
        return { _tag: "Redirect" as const, checkoutUrl: started.checkoutUrl }
      }).pipe(
        Effect.catchAll((e) => Effect.fail(e instanceof CheckoutError ? e : new CheckoutError({ message: String(e._tag) }))),
        Effect.provide(context)
      )
  }))
)
