import { generate } from "otplib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, confirmCheckout, noticeIfPostgresSkipped, PASSWORD, startTestServer, subscribedUser, type TestServer } from "../../support/server"
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin } from "./admin-client"

noticeIfPostgresSkipped("admin user deletion")

type Counts = Record<string, number>

describe.each(backends())("admin deletes a user with all linked data on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend, { ADMIN_EMAIL, ADMIN_PASSWORD })
  })
  afterAll(async () => {
    await server?.stop()
  })

  const tables = async () =>
    (
      await server.db.client.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name"
      )
    ).map((r) => r.table_name)

  const countAll = async (names: ReadonlyArray<string>): Promise<Counts> => {
    const counts: Counts = {}
    for (const t of names) counts[t] = Number((await server.db.client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}"`))[0]!.n)
    return counts
  }

  const columnsOf = async (table: string) =>
    (
      await server.db.client.query<{ column_name: string }>(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1",
        [table]
      )
    ).map((r) => r.column_name)

  it("every table returns to its row count from before the user existed; no row mentions the user", async () => {
    const admin = await signInAdmin(server.url)
    // a bystander whose rows must survive
    const bystander = await subscribedUser(server.url)
    await bystander.client.post("/api/projects", { name: "Bystander project", methodology: "waterfall" })
    const names = await tables()
    expect(names).toEqual(expect.arrayContaining(["users", "projects", "checkouts", "payment_credits", "feedback", "usage_alerts", "topups"]))
    const before = await countAll(names)

    // the user to delete, with a row in as many tables as the API reaches
    const victim = await subscribedUser(server.url)
    const v = victim.client
    await new ApiClient(server.url).post("/api/auth/login", { email: victim.email, password: "wrong password!!" })
    const p1 = (await v.post("/api/projects", { name: "Victim one", methodology: "waterfall" })).json.id
    await v.post("/api/projects", { name: "Victim two", methodology: "agile" })
    await v.post(`/api/auth/projects/${p1}/archive`, {})
    await confirmCheckout(v, (await v.post("/api/billing/topups/checkout", { bundles: 2 })).json.checkout_url)
    await v.post("/api/billing/topups/checkout", { bundles: 1 })
    await admin.post(`/api/admin/users/${victim.id}/topups`, { bundles: 1 })
    await admin.post(`/api/admin/users/${victim.id}/password-reset`, {})
    expect((await v.post("/api/feedback/submit", { type: "Support Request", message: "Please help" })).status).toBe(200)
    await new ApiClient(server.url).post("/api/auth/password/reset/request", { email: victim.email })
    await server.db.client.query(
      "INSERT INTO usage_alerts (user_id, alert_window, observed, threshold, baseline_p95, created_at) VALUES ($1, '24h', 99, 50, 3, now())",
      [victim.id]
    )
    const secret: string = (await v.post("/api/auth/2fa/setup", {})).json.secret
    await v.post("/api/auth/2fa/activate", { secret, code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) }) })
    expect((await new ApiClient(server.url).post("/api/auth/login", { email: victim.email, password: PASSWORD })).json.mfa_required).toBe(true)

    // module tables the API above does not fill: a row keyed by the user's project (or the user), where the table allows it
    const mid = await countAll(names)
    for (const t of names.filter((n) => mid[n] === before[n])) {
      const cols = await columnsOf(t)
      const key = cols.includes("project_id") ? ["project_id", p1] : cols.includes("user_id") ? ["user_id", victim.id] : null
      if (!key) continue
      await server.db.client.query(`INSERT INTO "${t}" ("${key[0]}") VALUES ($1)`, [key[1]]).catch(() => undefined)
    }
    const withVictim = await countAll(names)
    const filled = names.filter((t) => withVictim[t]! > before[t]!)
    expect(filled).toEqual(
      expect.arrayContaining([
        "users", "sessions", "login_failures", "projects", "usage_events", "subscriptions", "topups", "checkouts", "payment_credits",
        "password_reset_tokens", "mail_outbox", "feedback", "usage_alerts", "user_mfa", "mfa_challenges"
      ])
    )
    console.info(`[delete-user] ${backend}: ${filled.length} of ${names.length} tables held rows of the user: ${filled.join(", ")}`)

    const del = await admin.call("DELETE", `/api/admin/users/${victim.id}`)
    expect(del.json).toEqual({ ok: true, deleted: victim.id })
    const after = await countAll(names)
    for (const t of names) expect(after[t], `rows left in ${t}`).toBe(before[t])
    for (const t of names) {
      const mentions = await server.db.client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}" x WHERE row_to_json(x)::text ILIKE $1`, [
        `%${victim.email}%`
      ])
      expect(Number(mentions[0]!.n), `rows of ${t} naming the user`).toBe(0)
    }
    expect((await admin.get(`/api/admin/users/${victim.id}`)).status).toBe(404)
    expect((await admin.call("DELETE", `/api/admin/users/${victim.id}`)).status).toBe(404)
    expect((await v.get("/api/auth/me")).json.authenticated).toBe(false)
    expect((await bystander.client.get("/api/auth/projects")).json.projects.map((p: any) => p.name)).toEqual(["Bystander project"])
  })
})
