import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, confirmCheckout, noticeIfPostgresSkipped, register, startTestServer, type TestServer } from "../../support/server"
import { TOPUPS_PAID_PLANS_ONLY } from "@initpack/core/use-cases/billing/texts"
import { SUBSCRIPTION_REQUIRED } from "@initpack/core/use-cases/platform/texts"

noticeIfPostgresSkipped("local checkout API tests")

const solveAndSubscribe = async (client: ApiClient, planCode: string) => {
  const ch = (await client.get("/api/subscriptions/gotcha/new")).json
  return client.post("/api/subscriptions/subscribe", { plan_code: planCode, ...ch, answer: ch.a + ch.b })
}

const pageOf = async (client: ApiClient, path: string) => {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ")
  const res = await fetch(client.baseUrl + path, { headers: cookie ? { cookie } : {}, redirect: "manual" })
  return { status: res.status, text: await res.text(), location: res.headers.get("location") }
}

describe.each(backends())("local checkout on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("subscribe -> confirmation page -> confirm activates the plan once, then returns to the subscription page", async () => {
    const client = new ApiClient(server.url)
    await register(client)
    const sub = await solveAndSubscribe(client, "quarterly")
    expect(sub.status).toBe(200)
    const url: string = sub.json.checkout_url
    expect(url).toMatch(/^\/checkout\/local\/co_/)
    // nothing is active before the confirmation
    expect((await client.get("/api/subscriptions/me")).json.status).not.toBe("active")

    const page = await pageOf(client, url)
    expect(page.status).toBe(200)
    expect(page.text).toContain("Subscription plan: 3 months (access for 3 months from today)")
    expect(page.text).toContain("USD 110.00")
    expect(page.text).toMatch(/<button[^>]*>Confirm and pay<\/button>/)

    // signed out: sent to sign-in and back; another user: not found
    const anon = await pageOf(new ApiClient(server.url), url)
    expect(anon.status).toBe(303)
    expect(anon.location).toBe(`/login?next=${encodeURIComponent(url)}`)
    const other = new ApiClient(server.url)
    await register(other)
    expect((await pageOf(other, url)).status).toBe(404)
    expect((await confirmCheckout(other, url)).status).toBe(404)

    // a cross-origin form post is refused
    const forged = await fetch(`${server.url}${url}/confirm`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: "https://evil.example", cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; "), "content-type": "application/x-www-form-urlencoded" }
    })
    expect(forged.status).toBe(403)
    // Origin: null (a no-referrer page) is judged by Fetch Metadata
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ")
    const nullOrigin = (site: string) =>
      fetch(`${server.url}${url}/confirm`, {
        method: "POST",
        redirect: "manual",
        headers: { origin: "null", "sec-fetch-site": site, cookie, "content-type": "application/x-www-form-urlencoded" }
      }).then((r) => r.status)
    expect(await nullOrigin("cross-site")).toBe(403)
    expect((await client.get("/api/subscriptions/me")).json.status).not.toBe("active")
    expect(page.text).toContain('<meta name="referrer" content="same-origin" />')

    const confirmed = await confirmCheckout(client, url)
    expect(confirmed).toEqual({ status: 303, location: "/app/account/subscription?status=success" })
    const me = (await client.get("/api/subscriptions/me")).json
    expect(me).toMatchObject({ plan_code: "quarterly", status: "active" })

    // confirming twice credits once: the period is not extended again
    expect((await confirmCheckout(client, url)).status).toBe(303)
    expect((await client.get("/api/subscriptions/me")).json.current_period_end).toBe(me.current_period_end)
    expect((await pageOf(client, url)).text).toContain("already confirmed")
  })

  it("renewing the active plan extends the period by the plan's months", async () => {
    const client = new ApiClient(server.url)
    await register(client)
    await confirmCheckout(client, (await solveAndSubscribe(client, "monthly")).json.checkout_url)
    const first = (await client.get("/api/subscriptions/me")).json
    await confirmCheckout(client, (await solveAndSubscribe(client, "monthly")).json.checkout_url)
    const renewed = (await client.get("/api/subscriptions/me")).json
    expect(renewed.current_period_start).toBe(first.current_period_start)
    const end = new Date(first.current_period_end)
    end.setUTCMonth(end.getUTCMonth() + 1)
    expect(new Date(renewed.current_period_end).getTime()).toBeGreaterThanOrEqual(end.getTime() - 3 * 86_400_000)
    expect(new Date(renewed.current_period_end).getTime()).toBeGreaterThan(new Date(first.current_period_end).getTime())
  })

  it("top-up: bundles clamp to 1..10, 2 project creations per bundle, credited once under 10 concurrent confirmations", async () => {
    const client = new ApiClient(server.url)
    await register(client)
    await confirmCheckout(client, (await solveAndSubscribe(client, "monthly")).json.checkout_url)
    expect((await client.get("/api/projects/can-create")).json).toMatchObject({ limit: 4, extra_topups: 0 })

    const clamped = await Promise.all(
      [["abc", 1], [0, 1], [-3, 1], [2.9, 2], [25, 10], ["7", 7], [null, 1]].map(async ([input, expected]) => {
        const r = await client.post("/api/billing/topups/checkout", { bundles: input })
        return [r.status, r.json.bundles, r.json.projects, expected] as const
      })
    )
    for (const [status, bundles, projects, expected] of clamped) {
      expect(status).toBe(200)
      expect(bundles).toBe(expected)
      expect(projects).toBe(2 * (expected as number))
    }
    // a value that is neither a number, a text nor null is refused, not read as 1
    const refused = await client.post("/api/billing/topups/checkout", { bundles: { n: 3 } })
    expect([refused.status, refused.json.error]).toEqual([400, "bundles must be a number."])

    const topup = await client.post("/api/billing/topups/checkout", { bundles: 3 })
    expect(topup.json).toMatchObject({ ok: true, checkout_url: expect.stringMatching(/^\/checkout\/local\//) })
    expect((await pageOf(client, topup.json.checkout_url)).text).toContain("USD 60.00")
    const confirms = await Promise.all(Array.from({ length: 10 }, () => confirmCheckout(client, topup.json.checkout_url)))
    expect(confirms.every((r) => r.status === 303)).toBe(true)
    // unconfirmed checkouts credit nothing; the confirmed one credits 3 bundles exactly once
    expect((await client.get("/api/projects/can-create")).json).toMatchObject({ limit: 10, extra_topups: 6, remaining: 10 })
    expect((await client.get("/api/subscriptions/usage")).json).toMatchObject({ limit: 10, extra_topups: 6 })
  })

  it("top-ups are refused for free-plan users and without a subscription (402 with a clear message)", async () => {
    const none = new ApiClient(server.url)
    await register(none)
    const refused = await none.post("/api/billing/topups/checkout", { bundles: 1 })
    expect(refused.status).toBe(402)
    expect(refused.json.message).toBe(SUBSCRIPTION_REQUIRED)

    const free = new ApiClient(server.url)
    await register(free)
    await free.post("/api/subscriptions/free", {})
    const r = await free.post("/api/billing/topups/checkout", { bundles: 2 })
    expect(r.status).toBe(402)
    expect(r.json).toMatchObject({ message: TOPUPS_PAID_PLANS_ONLY, cta: { label: "Subscription Status" } })
    expect((await new ApiClient(server.url).post("/api/billing/topups/checkout", { bundles: 1 })).status).toBe(401)
  })
})
