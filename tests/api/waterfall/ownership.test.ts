import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { paidUser, paidUserWithProject, q } from "./waterfall-support"

noticeIfPostgresSkipped("waterfall ownership and malformed bodies")

type Call = readonly [method: string, path: string, body?: unknown]

/** Every call of this issue, naming the project by `ref` (name or id). */
const calls = (ref: Record<string, string | number>, ids: { risk: number; stakeholder: number; wbs: number; matrix: string }): ReadonlyArray<Call> => [
  ["GET", `/api/scope/latest${q(ref)}`],
  ["POST", "/api/scope/generate", { ...ref }],
  ["POST", "/api/scope/save", { ...ref, scope: {} }],
  ["GET", `/api/scope/background${q(ref)}`],
  ["POST", "/api/scope/background/save", { ...ref, background: "x" }],
  ["POST", "/api/scope/background/generate", { ...ref }],
  ["POST", "/api/scope/kpi/generate", { ...ref, goal_title: "Goal" }],
  ["POST", "/api/scope/narrative/improve", { ...ref, narrative: "n" }],
  ["POST", "/api/scope/improve", { ...ref, section: "goals", mode: "add" }],
  ["GET", `/api/risk/list${q(ref)}`],
  ["POST", "/api/risk/generate", { ...ref, text: "context" }],
  ["POST", "/api/risk/generate_more", { ...ref, text: "context" }],
  ["POST", "/api/risk/update", { ...ref, risk_id: ids.risk, fields: { title: "t" } }],
  ["POST", "/api/risk/delete", { ...ref, risk_id: ids.risk }],
  ["POST", "/api/risk/mitigation", { ...ref, title: "t", risk_id: ids.risk }],
  ["POST", "/api/risk/add", { ...ref, risk: { title: "t" } }],
  ["POST", "/api/risk/snapshot", { ...ref, items: [] }],
  ["GET", `/api/risk/export.csv${q(ref)}`],
  ["GET", `/api/stakeholder/list${q(ref)}`],
  ["POST", "/api/stakeholder/upsert", { ...ref, stakeholders: [{ name: "A" }] }],
  ["POST", "/api/stakeholder/delete", { ...ref, stakeholder_id: ids.stakeholder }],
  ["POST", "/api/stakeholder/matrix", { ...ref, stakeholders: [{ name: "A" }] }],
  ["POST", "/api/stakeholder/strategy_raci", { ...ref, rows: [{ name: "A" }] }],
  ["GET", `/api${ids.matrix}`],
  ["GET", `/api/comms/prefill${q(ref)}`],
  ["GET", `/api/comms/latest${q(ref)}`],
  ["POST", "/api/comms/shortplan", { ...ref, context: "c" }],
  ["GET", `/api/wbs${q(ref)}`],
  ["POST", "/api/wbs/item", { ...ref, task: "t" }],
  ["PUT", `/api/wbs/item/${ids.wbs}`, { task: "t" }],
  ["DELETE", `/api/wbs/item/${ids.wbs}`],
  ["POST", "/api/wbs/generate", { ...ref, project_scope: "s" }],
  ["POST", "/api/wbs/recalc", { ...ref }],
  ["GET", `/api/wbs/export.csv${q(ref)}`],
  ["GET", `/api/wbs/summary${q(ref)}`],
  ["POST", "/api/wbs/summary/regenerate", { ...ref }],
  ["POST", "/api/wbs/summary/save", { ...ref, content_md: "x" }],
  ["GET", `/api/budget/snapshot${q(ref)}`],
  ["POST", "/api/budget/generate", { project_name: "placeholder", ...ref }],
  ["POST", "/api/budget/update_cost_types", { ...ref, updates: [] }],
  ["GET", `/api/budget/export${q(ref)}`]
]

describe.each(backends())("waterfall ownership and malformed bodies on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("a second user gets 404 for every call with the first user's project name or id, and nothing changes", async () => {
    const owner = await paidUserWithProject(server, "Owner Project")
    const c = owner.client
    await c.post("/api/scope/generate", { project_name: owner.projectName })
    const risk = (await c.post("/api/risk/add", { project_name: owner.projectName, risk: { title: "Owner risk" } })).json.risk
    const sh = (await c.post("/api/stakeholder/upsert", { project_name: owner.projectName, stakeholders: [{ name: "Owner person" }] })).json.stakeholders[0]
    const matrix = (await c.post("/api/stakeholder/matrix", { project_name: owner.projectName })).json.matrix_image_path
    const wbs = (await c.post("/api/wbs/item", { project_id: owner.projectId, task: "Owner task" })).json.id
    const ids = { risk: risk.id, stakeholder: sh.id, wbs, matrix }

    const other = await paidUser(server)
    // the intruder has a project of their own, so its absence is not why the calls fail
    await other.client.post("/api/projects", { name: "Intruder Project", methodology: "waterfall" })
    const byName = calls({ project_name: owner.projectName }, ids)
    const byId = calls({ project_id: owner.projectId }, ids)
    for (const [method, path, body] of [...byName, ...byId]) {
      const r = await other.client.call(method, path, body)
      expect([method, path, r.status]).toEqual([method, path, 404])
    }
    expect(byName.length).toBe(41)

    // the owner's data is intact
    expect((await c.get(`/api/risk/list${q({ project_id: owner.projectId })}`)).json.risks.map((r: any) => r.title)).toEqual(["Owner risk"])
    expect((await c.get(`/api/stakeholder/list${q({ project_id: owner.projectId })}`)).json.stakeholders.map((s: any) => s.name)).toEqual(["Owner person"])
    expect((await c.get(`/api/wbs${q({ project_id: owner.projectId })}`)).json.items.map((i: any) => i.task)).toEqual(["Owner task"])
    expect((await c.get(`/api/scope/background${q({ project_id: owner.projectId })}`)).json.background).toBe("")
    expect((await c.get("/api" + matrix)).status).toBe(200)

    // signed out: 401
    const anon = new ApiClient(server.url)
    expect((await anon.get(`/api/risk/list${q({ project_id: owner.projectId })}`)).status).toBe(401)
  })

  it("malformed bodies give 4xx, never 500", async () => {
    const owner = await paidUserWithProject(server, "Malformed Bodies")
    const ids = { risk: 1, stakeholder: 1, wbs: 1, matrix: "/stakeholder/matrix/1/1.svg" }
    const bad: ReadonlyArray<unknown> = [null, [], "text", 42, { project_name: 7 }, { project_id: "abc" }, { project_id: -1 }]
    // a body of wrong field types: refused, or (where the call ignores those fields) answered, but never a 500
    const junk = { project_name: owner.projectName, scope: [1], stakeholders: "x", rows: 5, items: {}, updates: [{ id: "x" }], fields: [], risk: null, section: 3, mode: "sideways", duration_days: "lots", parent_id: "top", base_start: "soon", phase: 9, content_md: {}, context: [], text: {}, goal_title: {}, narrative: 5, background: 5, scope_flags: "all", config: { contingency_pct: -1 } }
    for (const [method, path] of calls({ project_name: owner.projectName }, ids)) {
      if (method === "GET") continue
      for (const body of bad) {
        const r = await owner.client.call(method, path, undefined, { raw: JSON.stringify(body) })
        expect([method, path, JSON.stringify(body).slice(0, 40), r.status >= 400 && r.status < 500]).toEqual([method, path, JSON.stringify(body).slice(0, 40), true])
      }
      const j = await owner.client.call(method, path, junk)
      expect([path, j.status < 500]).toEqual([path, true])
      const broken = await owner.client.call(method, path, undefined, { raw: "{\"project_name\": " })
      expect([path, broken.status]).toEqual([path, method === "DELETE" ? 404 : 400])
    }
    // bad query strings too
    expect((await owner.client.get("/api/risk/list?project_id=abc")).status).toBe(400)
    expect((await owner.client.get("/api/wbs/summary?project_id=1.5")).status).toBe(400)
  })
})
