import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, noticeIfPostgresSkipped, register, startTestServer, subscribedUser, uniqueEmail, type TestServer } from "../../support/server"
import { ENTER_POSITIVE_NUMBER } from "@initpack/core/messages/platform-admin"
import { ADMINS_ONLY } from "@initpack/core/use-cases/admin/texts"
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin } from "./admin-client"

noticeIfPostgresSkipped("admin API tests")


/** Every admin call of platform.md §7 (plus alert resolution), for user `id`. */
const adminCalls = (id: number): Array<[string, string, unknown?]> => [
  ["GET", "/api/admin/stats/users"],
  ["GET", "/api/admin/stats/subscriptions"],
  ["GET", "/api/admin/stats/topups"],
  ["GET", "/api/admin/stats/usage"],
  ["GET", "/api/admin/stats/alerts"],
  ["POST", "/api/admin/alerts/1/resolve", {}],
  ["GET", "/api/admin/users?q=example"],
  ["GET", `/api/admin/users/${id}`],
  ["PATCH", `/api/admin/users/${id}`, { is_active: false }],
  ["DELETE", `/api/admin/users/${id}`],
  ["GET", `/api/admin/users/${id}/current-plan`],
  ["POST", `/api/admin/users/${id}/password-reset`, {}],
  ["DELETE", `/api/admin/users/${id}/projects?archived=all`],
  ["POST", `/api/admin/users/${id}/topups`, { bundles: 1 }],
  ["GET", "/api/auth/admin/users"]
]

describe.each(backends())("admin API on %s", (backend) => {
  let server: TestServer
  let admin: ApiClient
  beforeAll(async () => {
    server = await startTestServer(backend, { ADMIN_EMAIL, ADMIN_PASSWORD })
    admin = await signInAdmin(server.url)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("every admin route: 401 signed out, 403 for a non-admin (who changes nothing)", async () => {
    const target = await subscribedUser(server.url)
    await target.client.post("/api/projects", { name: "Target project", methodology: "waterfall" })
    const user = await subscribedUser(server.url)
    const anonymous = new ApiClient(server.url)
    for (const [method, path, body] of adminCalls(target.id)) {
      const anon = await anonymous.call(method, path, body)
      expect(anon.status, `${method} ${path} signed out`).toBe(401)
      const r = await user.client.call(method, path, body)
      expect(r.status, `${method} ${path} as a user`).toBe(403)
      expect(r.json.error).toBe(ADMINS_ONLY)
    }
    const detail = await admin.get(`/api/admin/users/${target.id}`)
    expect(detail.json).toMatchObject({ id: target.id, is_active: true, plan: "monthly", projects: { active: 1, archived: 0 } })
    expect((await target.client.get("/api/projects/can-create")).json.extra_topups).toBe(0)
  })

  it("search by q, role, plan / plan_code and active; detail; current plan", async () => {
    const tag = `findme${Date.now()}`
    const paid = await subscribedUser(server.url)
    const freeClient = new ApiClient(server.url)
    const free = await register(freeClient, uniqueEmail(tag))
    await freeClient.post("/api/subscriptions/free", {})
    const noPlan = await register(new ApiClient(server.url), uniqueEmail(tag))

    const byQ = await admin.get(`/api/admin/users?q=${tag.toUpperCase()}`)
    expect(byQ.status).toBe(200)
    expect(byQ.json.users.map((u: any) => u.id).sort()).toEqual([free.id, noPlan.id].sort())
    expect(byQ.json.users.find((u: any) => u.id === free.id)).toMatchObject({ email: free.email, name: "Test User", roles: ["user"], is_active: true, plan: "free" })
    expect((await admin.get(`/api/admin/users?q=${tag}&plan=free`)).json.users.map((u: any) => u.id)).toEqual([free.id])
    expect((await admin.get(`/api/admin/users?q=${tag}&plan_code=none`)).json.users.map((u: any) => u.id)).toEqual([noPlan.id])
    expect((await admin.get(`/api/admin/users?plan_code=monthly`)).json.users.map((u: any) => u.id)).toContain(paid.id)
    expect((await admin.get(`/api/admin/users?role=admin`)).json.users.map((u: any) => u.email)).toEqual([ADMIN_EMAIL])
    expect((await admin.get(`/api/auth/admin/users?role=admin`)).json.users.map((u: any) => u.email)).toEqual([ADMIN_EMAIL])

    expect((await admin.call("PATCH", `/api/admin/users/${noPlan.id}`, { is_active: false })).json).toMatchObject({ id: noPlan.id, is_active: false })
    expect((await admin.get(`/api/admin/users?q=${tag}&active=false`)).json.users.map((u: any) => u.id)).toEqual([noPlan.id])
    expect((await admin.get(`/api/admin/users?q=${tag}&active=true`)).json.users.map((u: any) => u.id)).toEqual([free.id])

    expect((await admin.get(`/api/admin/users/${paid.id}/current-plan`)).json).toMatchObject({ plan_code: "monthly", status: "active" })
    expect((await admin.get(`/api/admin/users/${noPlan.id}/current-plan`)).json).toMatchObject({ plan_code: null })
    expect((await admin.get(`/api/admin/users/999999`)).status).toBe(404)
    expect((await admin.get(`/api/admin/users/abc`)).status).toBe(404)
  })

  it("deactivating ends access; setting a plan gives an active subscription for the plan's months; clearing ends it", async () => {
    const u = await subscribedUser(server.url)
    expect((await admin.call("PATCH", `/api/admin/users/${u.id}`, { is_active: false })).status).toBe(200)
    expect((await u.client.get("/api/auth/me")).json.authenticated).toBe(false)
    expect((await admin.call("PATCH", `/api/admin/users/${u.id}`, { is_active: true })).status).toBe(200)

    const client = new ApiClient(server.url)
    const v = await register(client)
    const set = await admin.call("PATCH", `/api/admin/users/${v.id}`, { plan: "annual" })
    expect(set.json).toMatchObject({ plan: "annual" })
    const me = (await client.get("/api/subscriptions/me")).json
    expect(me).toMatchObject({ plan_code: "annual", status: "active" })
    const months = (Date.parse(me.current_period_end) - Date.parse(me.current_period_start)) / (30.4 * 86_400_000)
    expect(Math.round(months)).toBe(12)
    expect((await client.post("/api/projects", { name: "Granted", methodology: "agile" })).status).toBe(201)

    const cleared = await admin.call("PATCH", `/api/admin/users/${v.id}`, { plan: null })
    expect(cleared.json).toMatchObject({ plan: null })
    expect((await client.post("/api/projects", { name: "After clear", methodology: "waterfall" })).status).toBe(402)
    expect((await admin.call("PATCH", `/api/admin/users/${v.id}`, { plan: "platinum" })).status).toBe(404)
    expect((await admin.call("PATCH", `/api/admin/users/${v.id}`, {})).status).toBe(400)
  })

  it("password-reset token: one time, valid 2 hours, works on the reset page's call", async () => {
    const u = await subscribedUser(server.url)
    const r = await admin.post(`/api/admin/users/${u.id}/password-reset`, {})
    expect(r.status).toBe(200)
    expect(r.json.token).toMatch(/^[\w-]{40,}$/)
    const hours = (Date.parse(r.json.expires_at) - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(1.95)
    expect(hours).toBeLessThanOrEqual(2)
    const anon = new ApiClient(server.url)
    expect((await anon.post("/api/auth/password/reset/confirm", { token: r.json.token, password: "a new password" })).status).toBe(200)
    expect((await anon.post("/api/auth/password/reset/confirm", { token: r.json.token, password: "another password" })).status).toBe(400)
    expect((await anon.post("/api/auth/login", { email: u.email, password: "a new password" })).status).toBe(200)
  })

  it("deletes archived, active or all projects of a user", async () => {
    const u = await subscribedUser(server.url)
    const ids: Array<number> = []
    for (const name of ["One", "Two", "Three"]) ids.push((await u.client.post("/api/projects", { name, methodology: "waterfall" })).json.id)
    await u.client.post(`/api/auth/projects/${ids[0]}/archive`, {})
    expect((await admin.call("DELETE", `/api/admin/users/${u.id}/projects?archived=maybe`)).status).toBe(400)
    expect((await admin.call("DELETE", `/api/admin/users/${u.id}/projects?archived=true`)).json).toMatchObject({ ok: true, deleted: 1 })
    expect((await u.client.get("/api/auth/projects/archived")).json.projects).toEqual([])
    expect((await u.client.get("/api/auth/projects")).json.projects.length).toBe(2)
    expect((await admin.call("DELETE", `/api/admin/users/${u.id}/projects?archived=false`)).json.deleted).toBe(2)
    await u.client.post("/api/projects", { name: "Four", methodology: "waterfall" }).then(async () => {
      expect((await admin.call("DELETE", `/api/admin/users/${u.id}/projects?archived=all`)).json.deleted).toBe(1)
    })
  })

  it("grants top-ups: a positive integer, else 400 Enter a positive number.", async () => {
    const u = await subscribedUser(server.url)
    for (const bad of [{ bundles: 0 }, { bundles: -2 }, { bundles: 1.5 }, { bundles: "abc" }, {}, { projects: 0 }, { bundles: true }, { bundles: null }, { projects: [2] }]) {
      const r = await admin.post(`/api/admin/users/${u.id}/topups`, bad)
      expect(r.status, JSON.stringify(bad)).toBe(400)
      expect(r.json.error).toBe(ENTER_POSITIVE_NUMBER)
    }
    expect((await admin.post(`/api/admin/users/${u.id}/topups`, { bundles: 1 })).json).toMatchObject({ ok: true, bundles: 1, projects: 2 })
    expect((await admin.post(`/api/admin/users/${u.id}/topups`, { projects: 3 })).json).toMatchObject({ ok: true, bundles: 2, projects: 4 })
    expect((await u.client.get("/api/projects/can-create")).json).toMatchObject({ limit: 10, extra_topups: 6 })
  })

  it("stats by window (24h, 5d, 1m) and usage by action", async () => {
    const before = (await admin.get("/api/admin/stats/users")).json
    const u = await subscribedUser(server.url)
    await u.client.post("/api/projects", { name: "Counted", methodology: "waterfall" })
    await admin.post(`/api/admin/users/${u.id}/topups`, { bundles: 2 })
    const users = (await admin.get("/api/admin/stats/users")).json
    expect(users.windows.map((w: any) => w.window)).toEqual(["24h", "5d", "1m"])
    expect(users["24h"]).toBe(before["24h"] + 1)
    expect(users.total).toBe(before.total + 1)
    const subs = (await admin.get("/api/admin/stats/subscriptions")).json
    expect(subs["24h"]).toBeGreaterThanOrEqual(1)
    expect(subs.active).toBeGreaterThanOrEqual(1)
    const topups = (await admin.get("/api/admin/stats/topups")).json
    expect(topups.windows[0]).toMatchObject({ window: "24h", count: expect.any(Number), bundles: expect.any(Number) })
    expect(topups.windows[0].bundles).toBeGreaterThanOrEqual(2)
    const usage = (await admin.get("/api/admin/stats/usage")).json
    expect(usage.by_action).toContainEqual({ action: "project_create", count: expect.any(Number) })
    expect((await admin.get("/api/admin/stats/alerts")).json).toEqual({ alerts: [] })
  })
})
