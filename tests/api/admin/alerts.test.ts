import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, noticeIfPostgresSkipped, register } from "../../support/server"
import { raiseUsageAlertsJob } from "../../../apps/server/src/jobs/raise-usage-alerts"
import { fakeClock, startClockServer } from "../billing/clock-server"
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin } from "./admin-client"

noticeIfPostgresSkipped("excessive-use alerts")

// in the future of the real clock: session cookies carry real expiry dates
const NOW = new Date("2027-03-01T00:00:00Z")

describe.each(backends())("excessive-use alerts on %s", (backend) => {
  const clock = fakeClock(NOW)
  let server: Awaited<ReturnType<typeof startClockServer>>
  beforeAll(async () => {
    server = await startClockServer(backend, clock, { ADMIN_EMAIL, ADMIN_PASSWORD })
  })
  afterAll(async () => {
    await server?.stop()
  })

  /** `perDay` AI generations a day on each of the `days` days before the current 24 h, and `today` in the current 24 h. */
  const history = async (userId: number, perDay: number, days: number, today: number) => {
    await server.db.client.query(
      `INSERT INTO usage_events (user_id, action, project_id, created_at)
       SELECT $1, 'ai_scope', NULL, $2::timestamptz - d * interval '1 day' - k * interval '1 minute'
       FROM generate_series(1, $3::int) d, generate_series(1, $4::int) k`,
      [userId, NOW, days, perDay]
    )
    if (today > 0)
      await server.db.client.query(
        `INSERT INTO usage_events (user_id, action, project_id, created_at)
         SELECT $1, 'ai_risks', NULL, $2::timestamptz - k * interval '10 seconds' FROM generate_series(1, $3::int) k`,
        [userId, NOW, today]
      )
  }

  it("raises an alert for a synthetic heavy user and not for normal ones; alerts can be resolved", async () => {
    const normal: Array<number> = []
    for (let i = 0; i < 6; i++) normal.push((await register(new ApiClient(server.url))).id)
    const busy = (await register(new ApiClient(server.url))).id
    const heavy = (await register(new ApiClient(server.url))).id
    for (const id of normal) await history(id, 3, 31, 3)
    await history(busy, 3, 31, 40)
    await history(heavy, 3, 31, 120)

    // p95 of daily counts over the previous 30 days is 3; 24h limit = max(50, 3 x 3) = 50
    const first = await server.runtime.runPromise(raiseUsageAlertsJob({ "24h": 50, "5d": 150, "1m": 400 }))
    expect(first.raised).toEqual([{ userId: heavy, window: "24h", observed: 120, threshold: 50, baselineP95: 3 }])

    // with a low floor the 3 x p95 part decides: 40 > 9 and 120 > 9 are excessive, 3 is not
    const second = await server.runtime.runPromise(raiseUsageAlertsJob({ "24h": 1, "5d": 1000, "1m": 10000 }))
    // the heavy user's alert is still open, so only the busy user gets a new one
    expect(second.raised).toEqual([{ userId: busy, window: "24h", observed: 40, threshold: 1, baselineP95: 3 }])

    const admin = await signInAdmin(server.url)
    const alerts = (await admin.get("/api/admin/stats/alerts")).json.alerts
    expect(alerts).toHaveLength(2)
    const heavyAlert = alerts.find((a: any) => a.user_id === heavy)
    expect(heavyAlert).toMatchObject({ window: "24h", observed: 120, threshold: 50, baseline_p95: 3, created_at: NOW.toISOString(), resolved_at: null })
    expect(heavyAlert.email).toMatch(/@example\.com$/)

    clock.set(new Date(NOW.getTime() + 60_000))
    const resolved = await admin.post(`/api/admin/alerts/${heavyAlert.id}/resolve`, {})
    expect(resolved.json.alert.resolved_at).toBe(new Date(NOW.getTime() + 60_000).toISOString())
    expect((await admin.get("/api/admin/stats/alerts")).json.alerts.map((a: any) => a.user_id)).toEqual([busy])
    expect((await admin.get("/api/admin/stats/alerts?all=true")).json.alerts).toHaveLength(2)
    expect((await admin.post("/api/admin/alerts/999999/resolve", {})).status).toBe(404)

    // once resolved, continued heavy use raises a new alert
    const third = await server.runtime.runPromise(raiseUsageAlertsJob({ "24h": 50, "5d": 150, "1m": 400 }))
    expect(third.raised.map((a) => a.userId)).toEqual([heavy])
    const usage = (await admin.get("/api/admin/stats/usage")).json
    expect(usage.by_action).toContainEqual({ action: "ai_scope", count: expect.any(Number) })
  })
})
