// Issue 37 on the API: the Scope Builder's generations left, Save & Recalculate with a corrected contingency, a
// duration change that moves the dependent dates as it is saved, comms audiences from the register and the
// versioned save of an edited comms plan. Both backends.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject, q } from "./waterfall-support"

noticeIfPostgresSkipped("issue 37 API")

describe.each(backends())("issue 37 API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("GET /scope/allowance counts the project's AI scope generations down", async () => {
    const { client, projectId } = await paidUserWithProject(server, "Allowance project")
    const before = await client.get(`/api/scope/allowance${q({ project_id: projectId })}`)
    expect(before.status).toBe(200)
    expect(before.json.generations_left).toBe(before.json.generations_cap)
    const gen = await client.post("/api/scope/generate", { project_id: projectId, delivery_approach: "Waterfall", procurement: "None", third_parties: "None", clarification_answers: {} })
    expect(gen.status).toBe(200)
    const after = await client.get(`/api/scope/allowance${q({ project_id: projectId })}`)
    expect(after.json.generations_left).toBe(before.json.generations_cap - 1)
  })

  it("update_cost_types saves a corrected contingency_pct and the totals follow it", async () => {
    const { client, projectId } = await paidUserWithProject(server, "Contingency project")
    const gen = await client.post("/api/budget/generate", {
      project_id: projectId,
      project_name: "Contingency project",
      scope_flags: { has_software: false, has_hardware: false, has_third_party: false },
      config: { contingency_pct: 15, default_rate: 100, deliverable_overrides: { "Permit software": 100000 }, currency: "AUD" }
    })
    expect(gen.status, JSON.stringify(gen.json)).toBe(200)
    const ref = { project_id: projectId, project_name: "Contingency project" }
    const saved = await client.post("/api/budget/update_cost_types", { ...ref, updates: [], version: gen.json.version, contingency_pct: 0.15 })
    expect(saved.status).toBe(200)
    expect(saved.json.config.contingency_pct).toBe(0.15)
    expect(saved.json.totals.grand).toBeLessThan(gen.json.totals.grand)
    expect((await client.post("/api/budget/update_cost_types", { ...ref, updates: [], contingency_pct: -1 })).status).toBe(400)
  })

  it("a changed duration recalculates the plan's dates from its start as it is saved", async () => {
    const { client, projectId } = await paidUserWithProject(server, "Dates project")
    const gen = await client.post("/api/wbs/generate", { project_id: projectId, project_scope: "Move the permit office: fit out, move, open.", base_start: "2026-01-05" })
    expect(gen.status).toBe(200)
    const items = async () => (await client.get(`/api/wbs${q({ project_id: projectId })}`)).json.items as Array<any>
    const before = await items()
    const leaves = before.filter((i) => !before.some((c) => c.parent_id === i.id))
    const [first, second] = [leaves[0], leaves[1]]
    const put = await client.call("PUT", `/api/wbs/item/${first.id}`, { duration_days: first.duration_days + 5, version: first.version })
    expect(put.status).toBe(200)
    expect(put.json.dates_recalculated).toBe(true)
    const after = await items()
    expect(after.find((i) => i.id === second.id).start_date > second.start_date).toBe(true)
    expect(after.map((i) => i.start_date).sort()[0]).toBe(before.map((i) => i.start_date).sort()[0])
    // a rename moves nothing
    const renamed = await client.call("PUT", `/api/wbs/item/${first.id}`, { task: "Renamed", version: after.find((i) => i.id === first.id).version })
    expect(renamed.json.dates_recalculated).toBe(false)
  })

  it("comms: the register's high groups are audiences; an edited plan is saved with base_id, a stale one answers 409", async () => {
    const { client, projectId } = await paidUserWithProject(server, "Comms project")
    expect(
      (
        await client.post("/api/stakeholder/upsert", {
          project_id: projectId,
          stakeholders: [
            { name: "Residents", role: "Permit holders", internal_external: "External", influence: 3, interest: 9 },
            { name: "Print shop", role: "Printer", internal_external: "External", influence: 2, interest: 2 }
          ]
        })
      ).status
    ).toBe(200)
    const body = { project_id: projectId, project_approach: "Waterfall", project_method: "Waterfall" }
    const plan = await client.post("/api/comms/shortplan", { ...body, context: "" })
    expect(plan.status).toBe(200)
    const segments = (plan.json.plan.audiences as Array<{ segment: string }>).map((a) => a.segment)
    expect(segments.some((s) => s.includes("Residents"))).toBe(true)
    expect(segments.some((s) => s.includes("Print shop"))).toBe(false)
    const edited = { ...plan.json.plan, objectives: ["Every permit holder knows the new site by launch"] }
    const saved = await client.post("/api/comms/save", { ...body, plan: edited, base_id: plan.json.id })
    expect(saved.status).toBe(200)
    const latest = await client.get(`/api/comms/latest${q(body)}`)
    expect(latest.json.plan.objectives).toEqual(["Every permit holder knows the new site by launch"])
    expect(latest.json.id).toBe(saved.json.id)
    const stale = await client.post("/api/comms/save", { ...body, plan: { ...edited, objectives: ["Late"] }, base_id: plan.json.id })
    expect(stale.status).toBe(409)
    expect((await client.get(`/api/comms/latest${q(body)}`)).json.plan.objectives).toEqual(["Every permit holder knows the new site by launch"])
  })
})
