import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { STALE_VERSION } from "@initpack/core/use-cases/waterfall/texts"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject, q } from "./waterfall-support"

noticeIfPostgresSkipped("waterfall stale writes API")

// Two tabs of one user read the same row and both save with the version they read: the first wins,
// the second gets 409 with the stored row, and a re-read shows the first write intact (issue 6).
describe.each(backends())("waterfall stale writes on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("stakeholder upsert: rows carry versions; a stale row refuses the whole upsert and nothing is half-written", async () => {
    const { client, projectName } = await paidUserWithProject(server, "Stale Stakeholders")
    const created = await client.post("/api/stakeholder/upsert", {
      project_name: projectName,
      stakeholders: [{ name: "Dana Whitfield", role: "CIO" }, { name: "Raj Patel", role: "Facilities Lead" }]
    })
    expect(created.status).toBe(200)
    const list = async () => (await client.get(`/api/stakeholder/list${q({ project_name: projectName })}`)).json.stakeholders as Array<any>
    const tabA = await list()
    const tabB = await list()
    const danaA = tabA.find((s) => s.name === "Dana Whitfield")
    const rajB = tabB.find((s) => s.name === "Raj Patel")
    const danaB = tabB.find((s) => s.name === "Dana Whitfield")
    expect(danaA.version).toBe(1)

    const first = await client.post("/api/stakeholder/upsert", { project_name: projectName, stakeholders: [{ ...danaA, interest: 9 }] })
    expect(first.status).toBe(200)
    const danaSaved = first.json.stakeholders.find((s: any) => s.id === danaA.id)
    expect(danaSaved).toMatchObject({ interest: 9, version: 2 })

    // tab B saves Raj (fresh) and Dana (stale) together: 409 names Dana, Raj's edit is not written either
    const second = await client.post("/api/stakeholder/upsert", {
      project_name: projectName,
      stakeholders: [{ ...rajB, org: "Operations" }, { ...danaB, interest: 2 }, { name: "New Person", role: "Analyst" }]
    })
    expect(second.status).toBe(409)
    expect(second.json).toMatchObject({ error: STALE_VERSION, current_version: 2, stale_ids: [danaA.id] })
    expect(second.json.current).toEqual([expect.objectContaining({ id: danaA.id, interest: 9, version: 2 })])
    const after = await list()
    expect(after).toHaveLength(2)
    expect(after.find((s) => s.id === danaA.id)).toMatchObject({ interest: 9, version: 2 })
    expect(after.find((s) => s.id === rajB.id)).toMatchObject({ org: "", version: 1 })

    // rows without a version (older clients) are not checked; the answer carries the new versions
    const legacy = await client.post("/api/stakeholder/upsert", { project_name: projectName, stakeholders: [{ id: rajB.id, name: "Raj Patel", role: "Facilities Lead", org: "Ops" }] })
    expect(legacy.status).toBe(200)
    expect(legacy.json.stakeholders.find((s: any) => s.id === rajB.id)).toMatchObject({ org: "Ops", version: 2 })

    // delete with a stale version: 409, the row stays; with the current one it goes
    const staleDelete = await client.post("/api/stakeholder/delete", { project_name: projectName, stakeholder_id: danaA.id, version: 1 })
    expect(staleDelete.status).toBe(409)
    expect(staleDelete.json.current).toMatchObject({ id: danaA.id, interest: 9 })
    expect((await list()).some((s) => s.id === danaA.id)).toBe(true)
    expect((await client.post("/api/stakeholder/delete", { project_name: projectName, stakeholder_id: danaA.id, version: 2 })).status).toBe(200)
    expect((await list()).some((s) => s.id === danaA.id)).toBe(false)
  })

  it("risk update and delete: the second tab gets 409 with the stored risk", async () => {
    const { client, projectName } = await paidUserWithProject(server, "Stale Risks")
    const added = await client.post("/api/risk/add", { project_name: projectName, risk: { title: "Vendor delay" } })
    expect(added.status).toBe(200)
    const read = async () => ((await client.get(`/api/risk/list${q({ project_name: projectName })}`)).json.risks as Array<any>).find((r) => r.id === added.json.risk.id)
    const tabA = await read()
    const tabB = await read()
    const first = await client.post("/api/risk/update", { project_name: projectName, risk_id: tabA.id, fields: { mitigation: "Second supplier" }, version: tabA.version })
    expect(first.status).toBe(200)
    const second = await client.post("/api/risk/update", { project_name: projectName, risk_id: tabB.id, fields: { mitigation: "Penalty clause" }, version: tabB.version })
    expect(second.status).toBe(409)
    expect(second.json).toMatchObject({ error: STALE_VERSION, current_version: first.json.risk.version, current: { id: tabA.id, mitigation: "Second supplier" } })
    expect(await read()).toMatchObject({ mitigation: "Second supplier", version: first.json.risk.version })

    const staleDelete = await client.post("/api/risk/delete", { project_name: projectName, risk_id: tabB.id, version: tabB.version })
    expect(staleDelete.status).toBe(409)
    expect(await read()).toMatchObject({ mitigation: "Second supplier" })
  })

  it("risk mitigation stored on a risk: a stale version gets 409 and the other tab's edit stays", async () => {
    const { client, projectName } = await paidUserWithProject(server, "Stale Mitigation")
    const added = await client.post("/api/risk/add", { project_name: projectName, risk: { title: "Vendor delay" } })
    const read = async () => ((await client.get(`/api/risk/list${q({ project_name: projectName })}`)).json.risks as Array<any>).find((r) => r.id === added.json.risk.id)
    const tabA = await read()
    const tabB = await read()
    const edited = await client.post("/api/risk/update", { project_name: projectName, risk_id: tabA.id, fields: { mitigation: "Second supplier", title: "Vendor delivers late" }, version: tabA.version })
    expect(edited.status).toBe(200)
    const draft = { project_name: projectName, risk_id: tabB.id, title: tabB.title, category: "Vendor", likelihood: "High", impact: "High" }
    const stale = await client.post("/api/risk/mitigation", { ...draft, version: tabB.version })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ error: STALE_VERSION, current: { id: tabA.id, mitigation: "Second supplier" } })
    expect(await read()).toMatchObject({ title: "Vendor delivers late", mitigation: "Second supplier", version: edited.json.risk.version })

    // with the current version the drafted mitigation is stored, the rest of the row kept, the version bumped
    const fresh = await client.post("/api/risk/mitigation", { ...draft, version: edited.json.risk.version })
    expect(fresh.status).toBe(200)
    expect(fresh.json.risk).toMatchObject({ title: "Vendor delivers late", mitigation: fresh.json.mitigation, version: edited.json.risk.version + 1 })
    expect(await read()).toMatchObject({ title: "Vendor delivers late", mitigation: fresh.json.mitigation })
  })

  it("WBS item update and delete: the second tab gets 409 with the stored item; a failed move is undone", async () => {
    const { client, projectId } = await paidUserWithProject(server, "Stale WBS")
    const parent = (await client.post("/api/wbs/item", { project_id: projectId, task: "Design" })).json.item
    const row = (await client.post("/api/wbs/item", { project_id: projectId, task: "Survey" })).json.item
    const read = async () => ((await client.get(`/api/wbs${q({ project_id: projectId })}`)).json.items as Array<any>).find((i) => i.id === row.id)
    const tabA = await read()
    const tabB = await read()
    const first = await client.call("PUT", `/api/wbs/item/${row.id}`, { task: "Site survey", version: tabA.version })
    expect(first.status).toBe(200)
    // tab B indents with the old version: refused, parent and task unchanged
    const second = await client.call("PUT", `/api/wbs/item/${row.id}`, { task: "Survey v2", parent_id: parent.id, version: tabB.version })
    expect(second.status).toBe(409)
    expect(second.json).toMatchObject({ current_version: first.json.item.version, current: { id: row.id, task: "Site survey", parent_id: null } })
    expect(await read()).toMatchObject({ task: "Site survey", parent_id: null, version: first.json.item.version })

    const staleDelete = await client.call("DELETE", `/api/wbs/item/${row.id}?version=${tabB.version}`)
    expect(staleDelete.status).toBe(409)
    expect(staleDelete.json.current).toMatchObject({ task: "Site survey" })
    expect(await read()).toBeDefined()
    expect((await client.call("DELETE", `/api/wbs/item/${row.id}?version=${first.json.item.version}`)).status).toBe(200)
    expect(await read()).toBeUndefined()
  })

  it("execution summary and scope saves: 409 carries the stored document", async () => {
    const { client, projectId, projectName } = await paidUserWithProject(server, "Stale Documents")
    const first = await client.post("/api/wbs/summary/save", { project_id: projectId, content_md: "# Tab A", version: 0 })
    expect(first.status).toBe(200)
    const second = await client.post("/api/wbs/summary/save", { project_id: projectId, content_md: "# Tab B", version: 0 })
    expect(second.status).toBe(409)
    expect(second.json).toMatchObject({ current_version: first.json.version, current: { content_md: "# Tab A" } })
    expect((await client.get(`/api/wbs/summary${q({ project_id: projectId })}`)).json.content_md).toBe("# Tab A")

    const saved = await client.post("/api/scope/save", { project_name: projectName, scope: {}, in_scope: "First draft" })
    expect(saved.status).toBe(200)
    const a = await client.post("/api/scope/save", { project_name: projectName, scope: {}, in_scope: "Tab A vision", version: saved.json.version })
    expect(a.status).toBe(200)
    const b = await client.post("/api/scope/save", { project_name: projectName, scope: {}, in_scope: "Tab B vision", version: saved.json.version })
    expect(b.status).toBe(409)
    expect(b.json.current_version).toBe(a.json.version)
    expect(JSON.stringify(b.json.current)).toContain("Tab A vision")
    expect(JSON.stringify((await client.get(`/api/scope/latest${q({ project_name: projectName })}`)).json)).toContain("Tab A vision")
  })

  it("scope background save: base_saved_at is the version; the second tab gets 409 with the stored text", async () => {
    const { client, projectName } = await paidUserWithProject(server, "Stale Background")
    const read = async () => (await client.get(`/api/scope/background${q({ project_name: projectName })}`)).json
    const none = await read()
    expect(none.saved_at).toBeNull()
    const first = await client.post("/api/scope/background/save", { project_name: projectName, background: "Tab A why", base_saved_at: none.saved_at })
    expect(first.status).toBe(200)
    const second = await client.post("/api/scope/background/save", { project_name: projectName, background: "Tab B why", base_saved_at: none.saved_at })
    expect(second.status).toBe(409)
    expect(second.json.current).toEqual({ background: "Tab A why", saved_at: first.json.saved_at })
    expect(await read()).toMatchObject({ background: "Tab A why", saved_at: first.json.saved_at })
    const next = await client.post("/api/scope/background/save", { project_name: projectName, background: "Tab A again", base_saved_at: first.json.saved_at })
    expect(next.status).toBe(200)
    expect((await read()).background).toBe("Tab A again")
  })
})
