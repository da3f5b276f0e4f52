import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AGILE_NOT_ON_PLAN } from "@initpack/core/messages/platform-projects"
import { MISSING_PROJECT_QUERY } from "@initpack/core/messages/general"
import { ApiClient, backends, noticeIfPostgresSkipped, startTestServer, subscribedUser, type TestServer } from "../../support/server"
import { agileUser, freeUser, SUMMARY } from "./agile-support"

noticeIfPostgresSkipped("agile access API")

interface Route {
  readonly method: "GET" | "POST" | "PUT" | "DELETE"
  readonly path: (p: Ctx) => string
  readonly body?: (p: Ctx) => Record<string, unknown>
}
interface Ctx {
  readonly name: string
  readonly q: string
  readonly taskId: number
}

const named = (extra: Record<string, unknown> = {}) => (p: Ctx) => ({ project_name: p.name, ...extra })

/** Every agile route of agile.md §7 (and the paths chosen where the spec shows none). */
const ROUTES: ReadonlyArray<Route> = [
  { method: "GET", path: (p) => `/api/agile/scope?${p.q}&create_if_missing=true&seed=true` },
  { method: "POST", path: () => "/api/agile/scope/save", body: named({ data: {}, overwrite: true }) },
  { method: "POST", path: () => "/api/agile/scope/generate", body: named({ delivery_approach: "agile", seed_context: SUMMARY }) },
  { method: "POST", path: () => "/api/agile/scope/expand_vision", body: named({ current_text: "x", north_star_metric: "" }) },
  { method: "POST", path: () => "/api/agile/scope/augment", body: named({ section: "personas", subkey: "lines", count: 4 }) },
  { method: "POST", path: () => "/api/agile/scope/improve", body: named({ section: "assumptions", mode: "add", count: 3 }) },
  { method: "GET", path: (p) => `/api/agile/risk/prefill?${p.q}` },
  { method: "GET", path: (p) => `/api/agile/backlog?${p.q}` },
  { method: "POST", path: () => "/api/agile/backlog/save", body: named({ epics: [], stories: [] }) },
  { method: "POST", path: () => "/api/agile/epics/generate", body: named() },
  { method: "POST", path: () => "/api/agile/backlog/generate", body: named({ per_epic: 3 }) },
  { method: "POST", path: () => "/api/agile/stories/generate", body: named({ per_epic: 3 }) },
  { method: "GET", path: (p) => `/api/agile/release?${p.q}` },
  { method: "POST", path: () => "/api/agile/release/save", body: named({ lanes: { now: [], next: [], later: [] }, wip_limits: { now: 25 } }) },
  { method: "POST", path: () => "/api/agile/release/auto_plan", body: named({ target_now_points: 20 }) },
  { method: "GET", path: (p) => `/api/agile/release/export?${p.q}` },
  { method: "GET", path: (p) => `/api/agile/schedule?${p.q}` },
  { method: "POST", path: () => "/api/agile/schedule/generate_plan", body: named({ base_start: "2026-01-05" }) },
  { method: "POST", path: () => "/api/agile/schedule/recalc", body: named({ base_start: "2026-01-05" }) },
  { method: "POST", path: () => "/api/agile/schedule/task", body: named({ title: "Extra" }) },
  { method: "PUT", path: (p) => `/api/agile/schedule/task/${p.taskId}`, body: () => ({ title: "Renamed" }) },
  { method: "POST", path: (p) => `/api/agile/schedule/task/${p.taskId}/parent`, body: () => ({ action: "outdent" }) },
  { method: "POST", path: () => "/api/agile/schedule/generate_resources", body: named() },
  { method: "GET", path: (p) => `/api/agile/schedule/export?${p.q}` },
  { method: "DELETE", path: (p) => `/api/agile/schedule/task/${p.taskId}` },
  { method: "GET", path: (p) => `/api/budget/agile/snapshot?${p.q}` },
  { method: "GET", path: (p) => `/api/budget/agile/summary?${p.q}` },
  { method: "POST", path: () => "/api/budget/agile/generate", body: named() },
  { method: "POST", path: () => "/api/budget/agile/update_cost_types", body: named({ updates: [{ id: 1, cost_type: "CAPEX" }] }) },
  { method: "GET", path: (p) => `/api/budget/agile/export?${p.q}` }
]

const call = (client: ApiClient, route: Route, ctx: Ctx) => client.call(route.method, route.path(ctx), route.body?.(ctx))

describe.each(backends())("agile access on %s", (backend) => {
  let server: TestServer
  let owner: Awaited<ReturnType<typeof agileUser>>
  let ctx: Ctx
  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await agileUser(server.url, "Owned Agile")
    const c = owner.client
    await c.post("/api/agile/scope/generate", { project_name: owner.projectName, seed_context: SUMMARY })
    await c.post("/api/agile/epics/generate", { project_name: owner.projectName })
    await c.post("/api/agile/backlog/generate", { project_name: owner.projectName })
    const plan = await c.post("/api/agile/schedule/generate_plan", { project_name: owner.projectName, base_start: "2026-01-05" })
    await c.post("/api/budget/agile/generate", { project_name: owner.projectName })
    const task = plan.json.tasks.find((t: any) => t.type === "task")
    ctx = { name: owner.projectName, q: `project_name=${encodeURIComponent(owner.projectName)}`, taskId: task.id }
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("a second user gets 404 on every agile route for the owner's project, and changes nothing", async () => {
    const before = (await owner.client.get(`/api/agile/schedule?${ctx.q}`)).json.tasks.length
    const other = await subscribedUser(server.url)
    for (const route of ROUTES) {
      const res = await call(other.client, route, ctx)
      expect(res.status, `${route.method} ${route.path(ctx)}`).toBe(404)
    }
    // by id too
    const byId = await other.client.get(`/api/agile/backlog?project_id=${owner.projectId}`)
    expect(byId.status).toBe(404)
    expect((await owner.client.get(`/api/agile/schedule?${ctx.q}`)).json.tasks.length).toBe(before)
    expect((await owner.client.get(`/api/agile/backlog?${ctx.q}`)).json.stories.length).toBeGreaterThan(0)
  })

  it("agile.md §1, §6: a free-plan user gets 402 with the upgrade message on every agile route", async () => {
    const free = await freeUser(server.url)
    const created = await free.post("/api/projects", { name: "Free agile", methodology: "agile" })
    expect(created.status).toBe(402)
    for (const route of [...ROUTES, { method: "GET", path: () => "/api/budget/agile/defaults" } as Route]) {
      const res = await call(free, route, ctx)
      expect(res.status, `${route.method} ${route.path(ctx)}`).toBe(402)
      expect(res.json.message).toBe(AGILE_NOT_ON_PLAN)
      expect(res.json.cta).toMatchObject({ label: expect.any(String), path: expect.any(String) })
    }
  })

  it("signed out gets 401; a missing project gets the spec's message", async () => {
    const anon = new ApiClient(server.url)
    expect((await anon.get(`/api/agile/backlog?${ctx.q}`)).status).toBe(401)
    const missing = await owner.client.get("/api/agile/backlog")
    expect(missing.status).toBe(400)
    expect(missing.json.error).toBe(MISSING_PROJECT_QUERY)
    const budget = await owner.client.post("/api/budget/agile/generate", {})
    expect(budget.status).toBe(400)
    expect(budget.json.error).toBe("Project name is required.")
  })

  it("malformed bodies give 4xx, never 500", async () => {
    const bad: ReadonlyArray<string> = [
      "{not json",
      "[1,2]",
      "null",
      JSON.stringify({ project_name: 12, project_id: "abc" }),
      JSON.stringify({ project_name: ctx.name, epics: [{ name: "" }], stories: "x", lanes: { now: [{ story_id: "q" }] } }),
      JSON.stringify({ project_name: ctx.name, wip_limits: { now: -3 }, target_now_points: "lots", base_start: "31/12/2026" }),
      JSON.stringify({ project_name: ctx.name, per_epic: 0, duration_days: -1, type: "milestone", parent_id: 99999999, updates: [{ id: "x" }] }),
      JSON.stringify({ project_name: ctx.name, data: { personas: "nope", vision: 5 }, section: "nowhere", mode: "shout", count: 99 }),
      JSON.stringify({ project_name: ctx.name, pm_config: { percent: 150 }, config: { contingency_pct: -1 }, labour_rollup: "weekly" }),
      JSON.stringify({ project_name: ctx.name, stories: [{ id: 9999999999999, as_a: "a", i_want: "b", epic_id: 9999999999 }], delete_story_ids: [99999999999] })
    ]
    for (const route of ROUTES.filter((r) => r.method !== "GET" && r.method !== "DELETE")) {
      for (const [i, raw] of bad.entries()) {
        const res = await owner.client.call(route.method, route.path(ctx), undefined, { raw })
        // the first four are not a usable object at all; the rest may be valid for some routes (unknown fields are ignored)
        if (i < 4) expect(res.status, `${route.method} ${route.path(ctx)} ${raw}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${route.method} ${route.path(ctx)} ${raw}`).toBeLessThan(500)
      }
    }
    const badId = await owner.client.call("PUT", "/api/agile/schedule/task/abc", { title: "x" })
    expect(badId.status).toBe(404)
  })

  it("the shared /api/scope/improve answers the agile variant for an agile project", async () => {
    const res = await owner.client.post("/api/scope/improve", { project_name: owner.projectName, section: "constraints", mode: "add", count: 3 })
    expect(res.status).toBe(200)
    expect(Array.isArray(res.json.items)).toBe(true)
    expect(res.json.items.length).toBeGreaterThan(0)
  })
})
