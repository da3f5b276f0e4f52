import Stripe from "stripe"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, confirmCheckout, noticeIfPostgresSkipped, register, startTestServer, type TestServer } from "../../support/server"
import { WEBHOOK_SIGNATURE_INVALID } from "@initpack/core/use-cases/billing/texts"
import { sessionCompletedEvent, startFakeStripeApi } from "./fake-stripe-api"

noticeIfPostgresSkipped("Stripe webhook API tests")

const SECRET = "whsec_test_initpack"

const postWebhook = (server: TestServer, payload: string, signature: string) =>
  fetch(`${server.url}/webhooks/stripe`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload }).then(
    async (r) => ({ status: r.status, json: (await r.json()) as any })
  )

const signed = (payload: string, secret = SECRET) => Stripe.webhooks.generateTestHeaderString({ payload, secret })

describe.each(backends())("Stripe checkout and webhook on %s", (backend) => {
  let server: TestServer
  let api: Awaited<ReturnType<typeof startFakeStripeApi>>
  beforeAll(async () => {
    api = await startFakeStripeApi()
    server = await startTestServer(backend, {
      STRIPE_SECRET_KEY: "sk_test_initpack",
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: api.url,
      PUBLIC_URL: "http://127.0.0.1"
    })
  })
  afterAll(async () => {
    await server?.stop()
    await api?.close()
  })

  const subscribeWithStripe = async (client: ApiClient) => {
    const ch = (await client.get("/api/subscriptions/gotcha/new")).json
    return client.post("/api/subscriptions/subscribe", { plan_code: "monthly", ...ch, answer: ch.a + ch.b })
  }

  it("subscribe answers Stripe's hosted checkout; the signed completion event activates the plan", async () => {
    const client = new ApiClient(server.url)
    await register(client)
    const sub = await subscribeWithStripe(client)
    expect(sub.status).toBe(200)
    expect(sub.json.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    const session = api.sessions.at(-1)!
    expect(session).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "4000",
      success_url: "http://127.0.0.1/app/account/subscription?status=success&session_id={CHECKOUT_SESSION_ID}",
      authorization: "Bearer sk_test_initpack"
    })
    const checkoutId = session["metadata[checkout_id]"]!
    expect(session.client_reference_id).toBe(checkoutId)
    // a Stripe checkout cannot be confirmed on the local page
    expect((await confirmCheckout(client, `/checkout/local/${checkoutId}`)).status).toBe(404)
    expect((await client.get("/api/subscriptions/me")).json.status).not.toBe("active")

    const payload = sessionCompletedEvent("evt_sub_1", checkoutId)
    const r = await postWebhook(server, payload, signed(payload))
    expect(r).toEqual({ status: 200, json: { received: true, credited: true } })
    expect((await client.get("/api/subscriptions/me")).json).toMatchObject({ plan_code: "monthly", status: "active" })
  })

  it("a replayed top-up event credits once, also under 10 concurrent replays", async () => {
    const client = new ApiClient(server.url)
    await register(client)
    await subscribeWithStripe(client)
    const subPayload = sessionCompletedEvent("evt_sub_2", api.sessions.at(-1)!["metadata[checkout_id]"]!)
    expect((await postWebhook(server, subPayload, signed(subPayload))).status).toBe(200)

    const topup = await client.post("/api/billing/topups/checkout", { bundles: 2 })
    expect(topup.json.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\//)
    const session = api.sessions.at(-1)!
    expect(session["line_items[0][price_data][unit_amount]"]).toBe("4000")
    const payload = sessionCompletedEvent("evt_topup_1", session["metadata[checkout_id]"]!)
    const header = signed(payload)
    const replies = await Promise.all(Array.from({ length: 10 }, () => postWebhook(server, payload, header)))
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(replies.filter((r) => r.json.credited).length).toBe(1)
    // a later event for the same checkout (e.g. async payment succeeded) credits nothing more
    const later = sessionCompletedEvent("evt_topup_2", session["metadata[checkout_id]"]!, "checkout.session.async_payment_succeeded")
    expect((await postWebhook(server, later, signed(later))).json.credited).toBe(false)
    expect((await client.get("/api/projects/can-create")).json).toMatchObject({ limit: 8, extra_topups: 4 })
  })

  it("an unsigned, tampered or wrongly signed event is refused with 400", async () => {
    const payload = sessionCompletedEvent("evt_bad", "co_whatever")
    const tampered = payload.replace("co_whatever", "co_other")
    for (const [body, header] of [
      [payload, ""],
      [tampered, signed(payload)],
      [payload, signed(payload, "whsec_wrong")]
    ] as const) {
      const r = await postWebhook(server, body, header)
      expect(r.status).toBe(400)
      expect(r.json.error).toBe(WEBHOOK_SIGNATURE_INVALID)
    }
    // other event types are acknowledged and credit nothing
    const other = JSON.stringify({ id: "evt_other", object: "event", type: "customer.created", data: { object: {} } })
    expect((await postWebhook(server, other, signed(other))).json).toEqual({ received: true, credited: false })
  })
})
