import * as Effect from "effect/Effect"
import { BillingRepository } from "../../ports/billing/billing-repository"
import { PlanRepository } from "../../ports/plan-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { formatUsd, subscriptionDescription, topupDescription } from "./checkout-description"
import { CheckoutNotFound } from "./errors"
import { CHECKOUT_NOT_FOUND } from "./texts"

/** The signed-in user's own local checkout (another user's, or a provider's, is not found). */
export const findOwnLocalCheckout = (auth: Authenticated, checkoutId: string) =>
  Effect.gen(function* () {
    const checkout = yield* (yield* BillingRepository).findCheckout(checkoutId)
    if (!checkout || checkout.userId !== auth.user.id || checkout.provider !== "local") return yield* new CheckoutNotFound({ message: CHECKOUT_NOT_FOUND })
    return checkout
  })

/** What the local confirmation page shows. */
export const getLocalCheckout = (auth: Authenticated, checkoutId: string) =>
  Effect.gen(function* () {
    const checkout = yield* findOwnLocalCheckout(auth, checkoutId)
    const plan = checkout.planCode ? yield* (yield* PlanRepository).find(checkout.planCode) : null
    const description =
      checkout.kind === "topup" ? topupDescription(checkout.bundles ?? 0) : subscriptionDescription(plan ?? { name: checkout.planCode ?? "", months: 0 })
    return { id: checkout.id, kind: checkout.kind, status: checkout.status, description, amount: formatUsd(checkout.amountCents), email: auth.user.email }
  })
