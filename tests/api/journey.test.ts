import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, noticeIfPostgresSkipped, register, subscribe, uniqueEmail, type TestServer, startTestServer, PASSWORD } from "../support/server"
import { MAX_PROJECTS_REACHED, METHODOLOGY_NOT_ON_PLAN, PROJECT_NAME_REQUIRED, PROJECT_NAME_TAKEN } from "@initpack/core/messages/platform-projects"
import { CHALLENGE_FAILED } from "@initpack/core/messages/platform-billing"

noticeIfPostgresSkipped("API journey")

describe.each(backends())("API journey on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("sign-up -> subscribe -> create project -> archive -> unarchive", async () => {
    const client = new ApiClient(server.url)
    const anon = await client.get("/api/auth/me")
    expect(anon.json).toMatchObject({ authenticated: false })

    const { email, id } = await register(client)
    const me = await client.get("/api/auth/me")
    expect(me.json).toMatchObject({ authenticated: true, user_id: id, user: { id, email, roles: ["user"] }, subscription_status: "none" })
    expect((await client.get("/api/me")).json.user.email).toBe(email)

    // platform.md §4: without an active subscription the app area answers 402 with the upgrade message
    const blocked = await client.post("/api/projects", { name: "Too early", methodology: "waterfall" })
    expect(blocked.status).toBe(402)
    expect(blocked.json.cta).toEqual({ label: "Subscription Status", path: "/account/billing" })

    // a wrong challenge answer is refused
    const ch = (await client.get("/api/subscriptions/gotcha/new")).json
    const wrong = await client.post("/api/subscriptions/subscribe", { plan_code: "monthly", ...ch, answer: ch.a + ch.b + 1 })
    expect(wrong.status).toBe(400)
    expect(wrong.json.error).toBe(CHALLENGE_FAILED)
    const forged = await client.post("/api/subscriptions/subscribe", { plan_code: "monthly", ...ch, a: ch.a + 1, answer: ch.a + 1 + ch.b })
    expect(forged.status).toBe(400)

    const sub = await subscribe(client, "monthly")
    expect(sub.status).toBe(200)
    expect(sub.json).toMatchObject({ ok: true, plan_code: "monthly", status: "active" })
    expect((await client.get("/api/subscriptions/me")).json).toMatchObject({ plan_code: "monthly", status: "active", plan: { code: "monthly", monthly_project_limit: 4 } })

    const created = await client.post("/api/projects", { name: "  Apollo  ", methodology: "agile" })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ name: "Apollo", methodology: "agile", delivery: "agile", archived_at: null })
    const pid = created.json.id
    expect((await client.post("/api/auth/projects", { name: "Gemini" })).json.methodology).toBe("waterfall")

    expect((await client.get("/api/auth/projects")).json.projects.map((p: any) => p.name).sort()).toEqual(["Apollo", "Gemini"])
    expect((await client.get("/api/auth/projects?q=apo")).json.items.map((p: any) => p.name)).toEqual(["Apollo"])
    expect((await client.get(`/api/auth/projects/${pid}`)).json).toMatchObject({ id: pid, project_id: pid, project_name: "Apollo" })
    expect((await client.get(`/api/projects?name=apollo`)).json.project.id).toBe(pid)
    expect((await client.get(`/api/projects?id=${pid}`)).json.id).toBe(pid)
    expect((await client.get(`/api/projects/${pid}`)).json.id).toBe(pid)
    expect((await client.get(`/api/auth/projects/${pid}/delivery`)).json).toEqual({ project_id: pid, project_name: "Apollo", delivery: "agile" })
    expect((await client.get("/api/projects/check-name?name=APOLLO%20")).json).toEqual({ exists: true })
    expect((await client.get("/api/projects/check-name?name=Zeus")).json).toEqual({ exists: false })
    expect((await client.get("/api/projects/plan")).json).toMatchObject({ plan_type: "monthly", plan: "monthly", allowed_methodologies: ["waterfall", "agile"] })
    expect((await client.get("/api/projects/can-create")).json).toMatchObject({ allowed: true, used: 2, limit: 4, extra_topups: 0, remaining: 2 })

    const dup = await client.post("/api/projects", { name: "apollo", methodology: "waterfall" })
    expect(dup.status).toBe(409)
    expect(dup.json.error).toBe(PROJECT_NAME_TAKEN)
    const blank = await client.post("/api/projects", { name: "   ", methodology: "waterfall" })
    expect(blank.status).toBe(400)
    expect(blank.json.error).toBe(PROJECT_NAME_REQUIRED)

    const archived = await client.post(`/api/auth/projects/${pid}/archive`, {})
    expect(archived.status).toBe(200)
    expect(archived.json.archived_at).not.toBeNull()
    expect((await client.get("/api/auth/projects")).json.projects.map((p: any) => p.name)).toEqual(["Gemini"])
    expect((await client.get("/api/auth/projects/archived")).json.projects.map((p: any) => p.name)).toEqual(["Apollo"])
    const restored = await client.post(`/api/auth/projects/${pid}/unarchive`, {})
    expect(restored.json.archived_at).toBeNull()
    expect((await client.get("/api/auth/projects/archived")).json.projects).toEqual([])

    // the window allows 4 creations; archived projects still count
    await client.post("/api/projects", { name: "Three", methodology: "waterfall" })
    await client.post("/api/projects", { name: "Four", methodology: "waterfall" })
    const fifth = await client.post("/api/projects", { name: "Five", methodology: "waterfall" })
    expect(fifth.status).toBe(402)
    expect(fifth.json).toMatchObject({ message: MAX_PROJECTS_REACHED, cta: { label: "Subscription Status", path: "/account/billing" } })
    expect((await client.get("/api/projects/capacity")).json).toMatchObject({ allowed: false, can_create: false, message: MAX_PROJECTS_REACHED, remaining: 0 })
    expect((await client.get("/api/subscriptions/usage")).json).toMatchObject({ used: 4, limit: 4 })

    // logout ends the session
    expect((await client.post("/api/auth/logout", {})).status).toBe(200)
    expect((await client.get("/api/auth/projects")).status).toBe(401)
  })

  it("free activation: once, waterfall only, 1 project in total", async () => {
    const client = new ApiClient(server.url)
    await register(client)
    const free = await client.post("/api/subscriptions/free", {})
    expect(free.json).toMatchObject({ ok: true, plan_code: "free" })
    expect((await client.post("/api/subscriptions/free", {})).status).toBe(409)
    expect((await client.get("/api/projects/plan")).json).toMatchObject({ plan_type: "free", allowed_methodologies: ["waterfall"] })
    const agile = await client.post("/api/projects", { name: "Agile one", methodology: "agile" })
    expect(agile.status).toBe(402)
    expect(agile.json.message).toBe(METHODOLOGY_NOT_ON_PLAN)
    expect((await client.post("/api/projects", { name: "Only one", methodology: "waterfall" })).status).toBe(201)
    const second = await client.post("/api/projects", { name: "Second", methodology: "waterfall" })
    expect(second.status).toBe(402)
  })

  it("register: email unique ignoring case, password >= 12, role and country required", async () => {
    const email = uniqueEmail("dup")
    await register(new ApiClient(server.url), email)
    const again = await new ApiClient(server.url).post("/api/auth/register", { email: email.toUpperCase(), password: PASSWORD, name: "X", role: "PM", country: "France" })
    expect(again.status).toBe(409)
    const short = await new ApiClient(server.url).post("/api/auth/register", { email: uniqueEmail(), password: "short", name: "X", role: "PM", country: "France" })
    expect(short.status).toBe(400)
    expect(short.json.error).toBe("Use at least 12 characters for your password.")
    const noRole = await new ApiClient(server.url).post("/api/auth/register", { email: uniqueEmail(), password: PASSWORD, name: "X", role: "", country: "France" })
    expect(noRole.status).toBe(400)
    const noCountry = await new ApiClient(server.url).post("/api/auth/register", { email: uniqueEmail(), password: PASSWORD, name: "X", role: "PM" })
    expect(noCountry.status).toBe(400)
  })

  it("login opens a new session id; refresh rotates it and the old one stops working", async () => {
    const client = new ApiClient(server.url)
    const { email } = await register(client)
    const first = client.cookies.get("initpack_session")
    const login = await client.post("/api/auth/login", { email: email.toUpperCase(), password: PASSWORD })
    expect(login.json).toMatchObject({ ok: true, next: "/pricing" })
    const second = client.cookies.get("initpack_session")
    expect(second).not.toBe(first)
    const cookie = login.headers.getSetCookie().join("\n")
    expect(cookie).toMatch(/HttpOnly/)
    expect(cookie).toMatch(/SameSite=Lax/)
    const old = new ApiClient(server.url)
    old.cookies.set("initpack_session", second!)
    expect((await client.post("/api/auth/refresh", {})).status).toBe(200)
    expect(client.cookies.get("initpack_session")).not.toBe(second)
    expect((await client.get("/api/auth/me")).json.authenticated).toBe(true)
    expect((await old.get("/api/auth/me")).json.authenticated).toBe(false)
    expect((await old.post("/api/auth/refresh", {})).status).toBe(401)
    const bad = await new ApiClient(server.url).post("/api/auth/login", { email, password: "wrong password!" })
    expect(bad.status).toBe(401)
    const unknown = await new ApiClient(server.url).post("/api/auth/login", { email: uniqueEmail("nobody"), password: "wrong password!" })
    expect(unknown.status).toBe(401)
    expect(unknown.json).toEqual(bad.json)
  })
})
