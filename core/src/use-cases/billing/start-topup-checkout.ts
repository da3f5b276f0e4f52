import type { TopupCheckoutResponse } from "../../responses/platform/billing-responses"
import * as Effect from "effect/Effect"
import { COULD_NOT_START_TOPUP_CHECKOUT } from "../../messages/platform-billing"
import { canEnterApp } from "../../rules/platform/subscription-access"
import { clampBundles, topupPriceCents, topupProjects } from "../../rules/platform/topup-bundles"
import { upgradeMessage } from "../../rules/platform/upgrade-message"
import type { Authenticated } from "../platform/authenticate-session"
import { CheckoutUnavailable, PlanLimit } from "../platform/errors"
import { loadPlanAccess } from "../platform/plan-access"
import { SUBSCRIPTION_REQUIRED } from "../platform/texts"
import { topupDescription } from "./checkout-description"
import { startCheckout } from "./start-checkout"
import { TOPUPS_PAID_PLANS_ONLY } from "./texts"

/**
 * POST /billing/topups/checkout {bundles}: bundles clamp to 1..10 (platform.md §5); 2 project creations
 * per bundle, counted in the window they are bought in. Free users cannot buy top-ups (§6, §9).
 */
export const startTopupCheckout = (auth: Authenticated, requestedBundles: unknown) =>
  Effect.gen(function* () {
    const bundles = clampBundles(requestedBundles)
    const access = yield* loadPlanAccess(auth.user.id, auth.now)
    if (!canEnterApp(access.status)) return yield* new PlanLimit(upgradeMessage(SUBSCRIPTION_REQUIRED))
    if (!access.plan.paid) return yield* new PlanLimit(upgradeMessage(TOPUPS_PAID_PLANS_ONLY))
    const started = yield* startCheckout({
      userId: auth.user.id,
      email: auth.user.email,
      kind: "topup",
      planCode: null,
      bundles,
      amountCents: topupPriceCents(bundles),
      description: topupDescription(bundles)
    }).pipe(Effect.catchTag("CheckoutGatewayError", () => Effect.fail(new CheckoutUnavailable({ message: COULD_NOT_START_TOPUP_CHECKOUT }))))
    return { ok: true as const, checkout_url: started.checkoutUrl, checkout_id: started.checkoutId, bundles, projects: topupProjects(bundles) } satisfies TopupCheckoutResponse
  })
