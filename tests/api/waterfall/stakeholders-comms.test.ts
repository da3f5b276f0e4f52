import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { ADD_AT_LEAST_ONE_STAKEHOLDER_FIRST, ADD_SOME_STAKEHOLDERS_FIRST } from "@initpack/core/messages/stakeholders"
import { FREE_NO_COMMS, FREE_NO_STAKEHOLDERS } from "@initpack/core/messages/platform-plans"
import { freeUserWithProject, paidUserWithProject, q } from "./waterfall-support"

noticeIfPostgresSkipped("waterfall stakeholders and comms API")

describe.each(backends())("waterfall stakeholders and comms API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("upserts rows (blank ones dropped), suggests strategy + RACI matched by name, renders the matrix", async () => {
    const { client, projectName, projectId } = await paidUserWithProject(server)
    const up = await client.post("/api/stakeholder/upsert", {
      project_name: projectName,
      stakeholders: [
        { name: "Dana Whitfield", position: "CIO", int_ext: "Internal", influence: 9, interest: 8, board_role: "Project Sponsor" },
        { name: "Raj Patel", role: "Facilities Lead", dept: "Operations", influence: "4", interest: 7, attitude: "positive" },
        { name: "", role: "  " }
      ]
    })
    expect(up.status).toBe(200)
    expect(up.json.stakeholders).toHaveLength(2)
    const dana = up.json.stakeholders.find((s: any) => s.name === "Dana Whitfield")
    expect(dana).toMatchObject({ role: "CIO", internal_external: "Internal", influence: 9, on_board: true, board_role: "Project Sponsor" })
    const raj = up.json.stakeholders.find((s: any) => s.name === "Raj Patel")
    expect(raj).toMatchObject({ org: "Operations", influence: 4, attitude: "Positive" })

    // update by id
    const again = await client.post("/api/stakeholder/upsert", { project_name: projectName, stakeholders: [{ ...raj, interest: 10 }] })
    expect(again.json.stakeholders.find((s: any) => s.id === raj.id).interest).toBe(10)
    expect((await client.post("/api/stakeholder/upsert", { project_name: projectName, stakeholders: [{ name: "X", influence: 11 }] })).status).toBe(400)
    expect((await client.post("/api/stakeholder/upsert", { project_name: projectName, stakeholders: [{ name: "X", attitude: "Hostile" }] })).status).toBe(400)
    expect((await client.post("/api/stakeholder/upsert", { project_name: projectName, stakeholders: [{ name: "X", board_role: "Emperor" }] })).status).toBe(400)

    const raci = await client.post("/api/stakeholder/strategy_raci", { project_name: projectName, rows: [{ ...dana, name: "DANA WHITFIELD" }, raj], overwrite: true })
    expect(raci.status).toBe(200)
    const matched = raci.json.suggestions.filter((s: any) => s.matched)
    expect(matched.map((s: any) => s.stakeholder_id).sort()).toEqual([dana.id, raj.id].sort())
    for (const s of matched) expect(s.strategy.length).toBeGreaterThan(10)
    const listed = (await client.get(`/api/stakeholder/list${q({ project_name: projectName })}`)).json.stakeholders
    expect(listed.find((s: any) => s.id === raj.id).strategy).toBe(matched.find((s: any) => s.stakeholder_id === raj.id).strategy)

    const matrix = await client.post("/api/stakeholder/matrix", { project_name: projectName, stakeholders: [] })
    expect(matrix.status).toBe(200)
    expect(matrix.json.matrix_image_path).toMatch(new RegExp(`^/stakeholder/matrix/${projectId}/\\d+\\.svg$`))
    const svg = await client.get("/api" + matrix.json.matrix_image_path)
    expect(svg.headers.get("content-type")).toContain("image/svg+xml")
    expect(svg.text).toContain("<svg")
    expect(svg.text).toContain("Dana Whitfield")
    const png = await fetch(server.url + "/api" + matrix.json.matrix_png_path, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } })
    expect(png.headers.get("content-type")).toBe("image/png")
    expect([...new Uint8Array(await png.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])

    expect((await client.post("/api/stakeholder/delete", { project_name: projectName, stakeholder_id: raj.id })).status).toBe(200)
    expect((await client.get(`/api/stakeholder/list${q({ project_name: projectName })}`)).json.stakeholders).toHaveLength(1)
  })

  it("overwrite false (what the web sends): suggestions come back, the stored rows keep every field the user set (issue 37)", async () => {
    const { client, projectName } = await paidUserWithProject(server, "Parking Permits")
    const typed = [
      { name: "Residents", role: "Permit holders", internal_external: "External", influence: 6, interest: 9, attitude: "Negative" },
      { name: "PayFast", role: "Payments provider", internal_external: "External", org: "PayFast Pty Ltd", influence: 5, interest: 4, attitude: "Neutral" },
      { name: "ParkTech", role: "Permit system vendor", internal_external: "External", org: "ParkTech Ltd", influence: 7, interest: 8, attitude: "Positive" }
    ]
    const saved = (await client.post("/api/stakeholder/upsert", { project_name: projectName, stakeholders: typed })).json.stakeholders
    expect(saved).toHaveLength(3)
    const list = async () => (await client.get(`/api/stakeholder/list${q({ project_name: projectName })}`)).json.stakeholders

    for (const body of [{ rows: saved, overwrite: false }, { rows: saved }, { overwrite: false }]) {
      const r = await client.post("/api/stakeholder/strategy_raci", { project_name: projectName, ...body })
      expect(r.status).toBe(200)
      const matched = r.json.suggestions.filter((s: any) => s.matched)
      expect(matched.map((s: any) => s.stakeholder_id).sort()).toEqual(saved.map((s: any) => s.id).sort())
      // nothing stored changed: not a field, not a version
      expect(await list()).toEqual(saved)
      expect(r.json.stakeholders).toEqual(saved)
      // the people the service is for are never proposed for the board; the vendor's lead may be Senior Supplier
      const residents = matched.find((s: any) => s.name === "Residents")
      expect(residents).toMatchObject({ on_board: false, A: false })
      expect(residents.board_role).not.toMatch(/Senior|Sponsor/)
      expect(matched.find((s: any) => s.name === "ParkTech")).toMatchObject({ board_role: "Senior Supplier", on_board: true })
      expect(r.json.suggestions.filter((s: any) => !s.matched).map((s: any) => s.name).join(" ")).not.toMatch(/resident/i)
    }

    // overwrite true keeps the spec's meaning for API users: the suggestions are stored
    const r = await client.post("/api/stakeholder/strategy_raci", { project_name: projectName, rows: saved, overwrite: true })
    const after = await list()
    for (const s of r.json.suggestions.filter((x: any) => x.matched)) {
      expect(after.find((a: any) => a.id === s.stakeholder_id)).toMatchObject({ influence: s.influence, attitude: s.attitude, strategy: s.strategy, on_board: s.on_board })
    }
    expect(after.find((a: any) => a.name === "Residents")).toMatchObject({ on_board: false, role: "Permit holders" })
  })

  it("matrix and strategy need stakeholders first", async () => {
    const { client, projectName } = await paidUserWithProject(server, "Empty Register")
    const m = await client.post("/api/stakeholder/matrix", { project_name: projectName })
    expect(m.status).toBe(400)
    expect(m.json.error).toBe(ADD_SOME_STAKEHOLDERS_FIRST)
    const s = await client.post("/api/stakeholder/strategy_raci", { project_name: projectName, rows: [{ name: "", role: "Sponsor" }] })
    expect(s.status).toBe(400)
    expect(s.json.error).toBe(ADD_AT_LEAST_ONE_STAKEHOLDER_FIRST)
  })

  it("comms: prefill from the project, short plan saved per approach, latest", async () => {
    const { client, projectName } = await paidUserWithProject(server, "Comms Project")
    await client.post("/api/stakeholder/upsert", { project_name: projectName, stakeholders: [{ name: "Dana Whitfield", role: "CIO" }] })
    const pre = await client.get(`/api/comms/prefill${q({ project_name: projectName, project_approach: "Waterfall", project_method: "PRINCE2" })}`)
    expect(pre.json.suggested_context).toContain("Dana Whitfield")
    expect((await client.get(`/api/comms/latest${q({ project_name: projectName })}`)).json).toMatchObject({ found: false, plan: null })
    const plan = await client.post("/api/comms/shortplan", { project_name: projectName, context: "", project_approach: "Waterfall", project_method: "PRINCE2" })
    expect(plan.status).toBe(200)
    expect(plan.json.context_used).toBe(pre.json.suggested_context)
    for (const k of ["objectives", "channels", "key_messages", "audiences", "governance", "risks_mitigations"]) expect(plan.json.plan[k].length).toBeGreaterThan(0)
    const latest = (await client.get(`/api/comms/latest${q({ project_name: projectName, approach: "waterfall" })}`)).json
    expect(latest).toMatchObject({ found: true, id: plan.json.saved_id, context_used: plan.json.context_used })
    expect((await client.get(`/api/comms/latest${q({ project_name: projectName, project_approach: "Agile" })}`)).json.found).toBe(false)
    expect((await client.post("/api/comms/shortplan", { project_name: projectName, project_approach: "Kanban" })).status).toBe(400)
  })

  it("free plan: no stakeholders, no comms plan", async () => {
    const { client, projectName } = await freeUserWithProject(server)
    const s = await client.get(`/api/stakeholder/list${q({ project_name: projectName })}`)
    expect(s.status).toBe(402)
    expect(s.json.message).toBe(FREE_NO_STAKEHOLDERS)
    expect((await client.post("/api/stakeholder/upsert", { project_name: projectName, stakeholders: [{ name: "A" }] })).status).toBe(402)
    const c = await client.post("/api/comms/shortplan", { project_name: projectName, context: "x" })
    expect(c.status).toBe(402)
    expect(c.json.message).toBe(FREE_NO_COMMS)
  })
})
