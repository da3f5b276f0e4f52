import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { UNDO_HISTORY_LIMIT } from "@initpack/core/rules/scope/undo-history"
import { FREE_NO_EXPAND, FREE_SCOPE_ONE_ITEM_PER_TAB } from "@initpack/core/messages/platform-plans"
import { FILL_SETUP_FIRST } from "@initpack/core/messages/scope"
import { freeUserWithProject, paidUserWithProject, q } from "./waterfall-support"

noticeIfPostgresSkipped("waterfall scope API")

describe.each(backends())("waterfall scope API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("generates, saves with history and version, keeps background, adds and expands items", async () => {
    const { client, projectName, projectId } = await paidUserWithProject(server)
    expect((await client.get(`/api/scope/latest${q({ project_name: projectName })}`)).json).toMatchObject({ found: false })
    const gen = await client.post("/api/scope/generate", {
      project_name: projectName,
      delivery_approach: "Waterfall / PRINCE2",
      procurement: "Hardware",
      third_parties: "Vendor",
      clarification_answers: { background: "Move 40 racks from the Harbour site to a colocation facility by June." }
    })
    expect(gen.status).toBe(200)
    const scope = gen.json.scope
    for (const s of ["goals", "deliverables", "assumptions", "constraints", "dependencies", "out_of_scope"]) expect(scope[s].length).toBeGreaterThan(0)
    expect(scope.in_scope).toContain(projectName)
    expect(scope.setup_flags).toMatchObject({ procurement: "Hardware", has_hardware: true, has_software: false, has_third_party: true })
    // KPIs are de-duplicated by metric (waterfall.md §3)
    for (const goal of scope.goals) {
      const keys = goal.kpis.map((k: { metric: string }) => k.metric.trim().toLowerCase())
      expect(new Set(keys).size).toBe(keys.length)
    }

    // background saved explicitly, then generating again clears it (waterfall.md §4)
    const bg = await client.post("/api/scope/background/save", { project_name: projectName, background: "Lease ends in June." })
    expect(bg.json.saved_at).toBeTruthy()
    expect((await client.get(`/api/scope/background${q({ project_id: projectId })}`)).json.background).toBe("Lease ends in June.")
    const drafted = await client.post("/api/scope/background/generate", { project_name: projectName, in_scope: scope.in_scope })
    expect(drafted.json.background.split(/\s+/).length).toBeGreaterThan(100)

    const latest = (await client.get(`/api/scope/latest${q({ project_name: projectName.toUpperCase() })}`)).json
    expect(latest.found).toBe(true)
    expect(latest.scope.background.text).toBe("Lease ends in June.")
    const v = latest.version

    // save a changed section: the replaced items become an undo snapshot; a stale version is refused
    const edited = { ...latest.scope, deliverables: [{ name: "Migration runbook", desc: "Step-by-step cut-over plan" }] }
    const saved = await client.post("/api/scope/save", { project_name: projectName, scope: edited, in_scope: "Edited narrative", version: v })
    expect(saved.status).toBe(200)
    expect(saved.json.version).toBe(v + 1)
    const stale = await client.post("/api/scope/save", { project_name: projectName, scope: { ...edited, deliverables: [] }, version: v })
    expect(stale.status).toBe(409)
    expect(stale.json.current_version).toBe(v + 1)
    const after = (await client.get(`/api/scope/latest${q({ project_name: projectName })}`)).json
    expect(after.scope.deliverables).toEqual([{ title: "Migration runbook", rationale: "Step-by-step cut-over plan" }])
    expect(after.scope.in_scope).toBe("Edited narrative")
    expect(after.history.deliverables.at(-1).items.length).toBe(scope.deliverables.length)

    // the client's history is kept, the last 20 per section
    const long = Array.from({ length: 25 }, (_, i) => ({ ts: new Date(2024, 0, i + 1).toISOString(), label: `edit ${i}`, items: [{ title: `T${i}` }] }))
    await client.post("/api/scope/save", { project_name: projectName, scope: edited, history: { deliverables: long } })
    const kept = (await client.get(`/api/scope/latest${q({ project_name: projectName })}`)).json.history.deliverables
    expect(kept.length).toBe(UNDO_HISTORY_LIMIT)
    expect(kept.at(-1).label).toBe("edit 24")

    // add 3-5 new items, titles new to the section; expand one
    const add = await client.post("/api/scope/improve", { project_name: projectName, section: "deliverables", mode: "add" })
    expect(add.status).toBe(200)
    expect(add.json.items.length).toBeGreaterThanOrEqual(3)
    expect(add.json.items.length).toBeLessThanOrEqual(5)
    expect(add.json.items.map((i: { title: string }) => i.title.toLowerCase())).not.toContain("migration runbook")
    const expand = await client.post("/api/scope/improve", { project_name: projectName, section: "deliverables", mode: "expand", target_title: "migration runbook" })
    expect(expand.json.items).toHaveLength(1)
    expect(expand.json.items[0].title).toBe("Migration runbook")
    expect(expand.json.items[0].rationale.length).toBeGreaterThan("Step-by-step cut-over plan".length)

    const goal = scope.goals[0]
    const kpis = await client.post("/api/scope/kpi/generate", { project_name: projectName, goal_title: goal.title, existing_kpis: goal.kpis })
    expect(kpis.status).toBe(200)
    const existing = new Set(goal.kpis.map((k: { metric: string }) => k.metric.toLowerCase()))
    for (const k of kpis.json.kpis) expect(existing.has(k.metric.toLowerCase())).toBe(false)

    const improved = await client.post("/api/scope/narrative/improve", { project_name: projectName, narrative: "We move the racks.", mode: "expand" })
    expect(improved.json.in_scope.split(/\s+/).length).toBeGreaterThanOrEqual(100)
    expect((await client.get(`/api/scope/latest${q({ project_name: projectName })}`)).json.scope.in_scope).toBe(improved.json.in_scope)
  })

  it("refuses bad input with 400 and the spec's messages", async () => {
    const { client, projectName } = await paidUserWithProject(server, "Scope Validation")
    const noName = await client.post("/api/scope/generate", { procurement: "None" })
    expect(noName.status).toBe(400)
    expect(noName.json.error).toBe(FILL_SETUP_FIRST)
    expect((await client.post("/api/scope/generate", { project_name: projectName, procurement: "Spaceships" })).status).toBe(400)
    expect((await client.post("/api/scope/save", { project_name: projectName, scope: "nope" })).status).toBe(400)
    expect((await client.post("/api/scope/improve", { project_name: projectName, section: "background" })).status).toBe(400)
    expect((await client.call("POST", "/api/scope/save", undefined, { raw: "{not json" })).status).toBe(400)
    expect((await client.post("/api/scope/kpi/generate", { project_name: projectName, goal_title: "  " })).status).toBe(400)
  })

  it("free plan: one scope item per tab, no Expand-with-AI; Goal generations capped per project", async () => {
    const { client, projectName } = await freeUserWithProject(server)
    const gen = await client.post("/api/scope/generate", { project_name: projectName })
    expect(gen.status).toBe(200)
    for (const s of ["goals", "deliverables", "assumptions"]) expect(gen.json.scope[s]).toHaveLength(1)
    const two = { deliverables: [{ title: "A" }, { title: "B" }] }
    const save = await client.post("/api/scope/save", { project_name: projectName, scope: two })
    expect(save.status).toBe(402)
    expect(save.json).toMatchObject({ message: FREE_SCOPE_ONE_ITEM_PER_TAB, cta: { path: expect.any(String) } })
    expect((await client.post("/api/scope/improve", { project_name: projectName, section: "deliverables", mode: "add" })).status).toBe(402)
    const expand = await client.post("/api/scope/improve", { project_name: projectName, section: "deliverables", mode: "expand", target_title: "x" })
    expect(expand.status).toBe(402)
    expect(expand.json.message).toBe(FREE_NO_EXPAND)
    expect((await client.post("/api/scope/narrative/improve", { project_name: projectName, narrative: "n" })).status).toBe(402)
    // default cap 5 per project: 1 used by the first generation
    for (let i = 0; i < 4; i++) expect((await client.post("/api/scope/generate", { project_name: projectName })).status).toBe(200)
    const capped = await client.post("/api/scope/generate", { project_name: projectName })
    expect(capped.status).toBe(402)
  })
})
