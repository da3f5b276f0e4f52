import * as Effect from "effect/Effect"
import { BillingRepository } from "../../ports/billing/billing-repository"
import { CheckoutGateway, type CheckoutKind } from "../../ports/billing/checkout-gateway"
import { Clock } from "../../ports/clock"
import { Random } from "../../ports/random"

export interface CheckoutInput {
  readonly userId: number
  readonly email: string
  readonly kind: CheckoutKind
  readonly planCode: string | null
  readonly bundles: number | null
  readonly amountCents: number
  readonly description: string
}

/** Records an open checkout, then asks the checkout gateway where the browser pays. */
export const startCheckout = (input: CheckoutInput) =>
  Effect.gen(function* () {
    const gateway = yield* CheckoutGateway
    const billing = yield* BillingRepository
    const now = yield* (yield* Clock).now
    const id = `co_${yield* (yield* Random).token(18)}`
    yield* billing.createCheckout({
      id,
      userId: input.userId,
      kind: input.kind,
      planCode: input.planCode,
      bundles: input.bundles,
      amountCents: input.amountCents,
      provider: gateway.provider,
      createdAt: now
    })
    const started = yield* gateway.start({
      checkoutId: id,
      userId: input.userId,
      email: input.email,
      kind: input.kind,
      description: input.description,
      amountCents: input.amountCents
    })
    if (started.providerRef) yield* billing.setProviderRef(id, started.providerRef)
    return { checkoutId: id, checkoutUrl: started.checkoutUrl }
  })
