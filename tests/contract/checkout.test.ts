import Stripe from "stripe"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { CheckoutGatewayService, CheckoutRequest } from "@initpack/core/ports/billing/checkout-gateway"
import * as LocalCheckout from "@initpack/adapters/checkout/local-checkout"
import * as StripeCheckout from "@initpack/adapters/checkout/stripe-checkout"
import { checkoutProvider } from "@initpack/adapters/checkout/checkout-from-env"
import { sessionCompletedEvent, startFakeStripeApi } from "../api/billing/fake-stripe-api"

const SECRET = "whsec_contract"

const request = (checkoutId: string): CheckoutRequest => ({
  checkoutId,
  userId: 7,
  email: "buyer@example.com",
  kind: "topup",
  description: "2 top-up bundles",
  amountCents: 4000
})

interface Subject {
  readonly name: string
  readonly gateway: () => CheckoutGatewayService
  /** A webhook the provider would send for a paid checkout, or null when the adapter takes none. */
  readonly paidWebhook: (checkoutId: string) => { payload: string; signature: string } | null
}

let api: Awaited<ReturnType<typeof startFakeStripeApi>>
beforeAll(async () => {
  api = await startFakeStripeApi()
})
afterAll(async () => {
  await api?.close()
})

const subjects: Array<Subject> = [
  { name: "local", gateway: () => LocalCheckout.make, paidWebhook: () => null },
  {
    name: "stripe",
    gateway: () => StripeCheckout.make({ secretKey: "sk_test_contract", webhookSecret: SECRET, publicUrl: "https://initpack.example", apiBase: api.url }),
    paidWebhook: (checkoutId) => {
      const payload = sessionCompletedEvent("evt_contract", checkoutId)
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) }
    }
  }
]

describe.each(subjects)("checkout gateway contract: $name", (subject) => {
  it("start answers where the browser pays, tied to the checkout id", async () => {
    const gateway = subject.gateway()
    const started = await Effect.runPromise(gateway.start(request("co_contract_1")))
    expect(started.checkoutUrl.length).toBeGreaterThan(0)
    if (gateway.provider === "local") {
      expect(started.checkoutUrl).toBe("/checkout/local/co_contract_1")
      expect(started.providerRef).toBeNull()
    } else {
      expect(started.checkoutUrl).toMatch(/^https:\/\//)
      expect(started.providerRef).toMatch(/^cs_test_/)
      expect(api.sessions.at(-1)).toMatchObject({ client_reference_id: "co_contract_1", "metadata[checkout_id]": "co_contract_1", customer_email: "buyer@example.com" })
    }
  })

  it("a paid webhook names the checkout; anything unsigned is rejected", async () => {
    const gateway = subject.gateway()
    const hook = subject.paidWebhook("co_contract_2")
    if (hook) {
      const payment = await Effect.runPromise(gateway.readWebhook(hook.payload, hook.signature))
      expect(payment).toEqual({ checkoutId: "co_contract_2", eventId: "evt_contract" })
    }
    const forged = await Effect.runPromise(Effect.either(gateway.readWebhook(sessionCompletedEvent("evt_x", "co_contract_3"), "t=1,v1=deadbeef")))
    expect(Either.isLeft(forged) && forged.left._tag).toBe("WebhookRejected")
  })
})

describe("stripe webhook details", () => {
  const gateway = () => StripeCheckout.make({ secretKey: "sk_test_contract", webhookSecret: SECRET, publicUrl: "https://initpack.example", apiBase: api.url })
  const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET })

  it("unpaid sessions and other event types credit nothing (null)", async () => {
    const unpaid = sessionCompletedEvent("evt_unpaid", "co_u").replace('"payment_status":"paid"', '"payment_status":"unpaid"')
    expect(await Effect.runPromise(gateway().readWebhook(unpaid, sign(unpaid)))).toBeNull()
    const other = JSON.stringify({ id: "evt_o", object: "event", type: "invoice.paid", data: { object: {} } })
    expect(await Effect.runPromise(gateway().readWebhook(other, sign(other)))).toBeNull()
  })

  it("an API failure is a CheckoutGatewayError", async () => {
    const broken = StripeCheckout.make({ secretKey: "sk_test_contract", webhookSecret: SECRET, publicUrl: "https://initpack.example", apiBase: "http://127.0.0.1:9" })
    const r = await Effect.runPromise(Effect.either(broken.start(request("co_fail"))))
    expect(Either.isLeft(r) && r.left._tag).toBe("CheckoutGatewayError")
  })

  it("Stripe is chosen only when both the secret key and the webhook secret are set", () => {
    expect(checkoutProvider({ publicUrl: "x" })).toBe("local")
    expect(checkoutProvider({ publicUrl: "x", stripeSecretKey: "sk" })).toBe("local")
    expect(checkoutProvider({ publicUrl: "x", stripeSecretKey: "sk", stripeWebhookSecret: "wh" })).toBe("stripe")
  })
})
