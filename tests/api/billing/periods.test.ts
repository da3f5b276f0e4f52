import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, confirmCheckout, noticeIfPostgresSkipped, PASSWORD, register } from "../../support/server"
import { SUBSCRIPTION_REQUIRED } from "@initpack/core/use-cases/platform/texts"
import { purgeExpiredJob } from "../../../apps/server/src/jobs/purge-expired"
import { fakeClock, startClockServer } from "./clock-server"

noticeIfPostgresSkipped("billing period tests")

// in the future of the real clock: session cookies carry real expiry dates
const T0 = new Date("2027-01-10T12:00:00Z")

describe.each(backends())("periods, top-up windows, expiry and purge on %s (fake clock)", (backend) => {
  const clock = fakeClock(T0)
  let server: Awaited<ReturnType<typeof startClockServer>>
  beforeAll(async () => {
    server = await startClockServer(backend, clock)
  })
  afterAll(async () => {
    await server?.stop()
  })

  const buy = async (client: ApiClient, plan: string) => {
    const ch = (await client.get("/api/subscriptions/gotcha/new")).json
    expect(ch).toMatchObject({ a: expect.any(Number) })
    const sub = await client.post("/api/subscriptions/subscribe", { plan_code: plan, ...ch, answer: ch.a + ch.b })
    expect(sub.json).toMatchObject({ ok: true })
    expect((await confirmCheckout(client, sub.json.checkout_url)).status).toBe(303)
  }
  const signIn = async (client: ApiClient, email: string) => {
    expect((await client.post("/api/auth/login", { email, password: PASSWORD })).status).toBe(200)
  }
  const projectCount = async (userId: number) =>
    Number((await server.db.client.query<{ n: number }>("SELECT count(*)::int AS n FROM projects WHERE user_id = $1", [userId]))[0]!.n)

  it("platform.md §9: top-ups count only in the window bought; on expiry data is kept and access ends (402); purge after 6 months", async () => {
    clock.set(T0)
    const lapsed = new ApiClient(server.url)
    const a = await register(lapsed)
    await buy(lapsed, "quarterly")
    expect((await lapsed.post("/api/projects", { name: "Kept for now", methodology: "waterfall" })).status).toBe(201)
    const topup = await lapsed.post("/api/billing/topups/checkout", { bundles: 1 })
    await confirmCheckout(lapsed, topup.json.checkout_url)
    expect((await lapsed.get("/api/projects/can-create")).json).toMatchObject({ used: 1, limit: 7, extra_topups: 2 })

    const renewer = new ApiClient(server.url)
    const c = await register(renewer)
    await buy(renewer, "monthly")
    await renewer.post("/api/projects", { name: "Renewed in time", methodology: "waterfall" })

    const steady = new ApiClient(server.url)
    const b = await register(steady)
    await buy(steady, "annual")
    await steady.post("/api/projects", { name: "Annual", methodology: "agile" })

    // next monthly window of the quarterly period: the top-up does not carry over
    clock.set(new Date("2027-02-11T12:00:00Z"))
    await signIn(lapsed, a.email)
    expect((await lapsed.get("/api/projects/can-create")).json).toMatchObject({ used: 0, limit: 5, extra_topups: 0 })

    // after the period: access ends with the upgrade answer, the data stays
    clock.set(new Date("2027-04-11T12:00:00Z"))
    await signIn(lapsed, a.email)
    const blocked = await lapsed.post("/api/projects", { name: "Too late", methodology: "waterfall" })
    expect(blocked.status).toBe(402)
    expect(blocked.json).toMatchObject({ message: SUBSCRIPTION_REQUIRED, cta: { label: "Subscription Status", path: "/account/billing" } })
    expect((await lapsed.post("/api/billing/topups/checkout", { bundles: 1 })).status).toBe(402)
    expect(await projectCount(a.id)).toBe(1)

    // renewing within 6 months restores access to the kept data
    clock.set(new Date("2027-05-01T12:00:00Z"))
    await signIn(renewer, c.email)
    await buy(renewer, "monthly")
    expect((await renewer.get("/api/auth/projects")).json.projects.map((p: any) => p.name)).toEqual(["Renewed in time"])

    // one second before 6 months after the end: nothing purged yet
    clock.set(new Date("2027-10-10T11:59:59Z"))
    expect(await server.runtime.runPromise(purgeExpiredJob)).toEqual({ users: [], projects: 0 })
    expect(await projectCount(a.id)).toBe(1)

    // 6 months after the end (2027-04-10 12:00 + 6 months): the lapsed user's projects go, the others stay
    clock.set(new Date("2027-10-10T12:00:00Z"))
    expect(await server.runtime.runPromise(purgeExpiredJob)).toEqual({ users: [a.id], projects: 1 })
    expect(await projectCount(a.id)).toBe(0)
    expect(await projectCount(b.id)).toBe(1)
    expect(await projectCount(c.id)).toBe(1)
    // the account itself is kept (it can subscribe again)
    expect((await server.db.client.query("SELECT id FROM users WHERE id = $1", [a.id])).length).toBe(1)
  })
})
