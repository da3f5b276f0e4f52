import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { QUICK_DRAFT_SUMMARY_REQUIRED } from "@initpack/core/messages/agile"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { agileUser, SUMMARY } from "./agile-support"

noticeIfPostgresSkipped("agile scope API")

describe.each(backends())("agile scope API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("agile.md §4-§7: get with create_if_missing, quick draft, save with versions, improve, augment, prefill", async () => {
    const { client, projectName, projectId } = await agileUser(server.url)
    const q = `project_name=${encodeURIComponent(projectName)}`

    const first = await client.get(`/api/agile/scope?${q}&create_if_missing=true&seed=true&_=${Date.now()}`)
    expect(first.status).toBe(200)
    expect(first.json.project_id).toBe(projectId)
    expect(first.json.scope.personas).toEqual([])
    expect(first.json.version).toBe(1)

    // agile.md §5: Quick Draft needs a summary
    const blank = await client.post("/api/agile/scope/generate", { project_name: projectName, delivery_approach: "agile", seed_context: "  " })
    expect(blank.status).toBe(400)
    expect(blank.json.error).toBe(QUICK_DRAFT_SUMMARY_REQUIRED)

    const drafted = await client.post("/api/agile/scope/generate", { project_name: projectName, delivery_approach: "agile", seed_context: SUMMARY })
    expect(drafted.status).toBe(200)
    expect(drafted.json.scope.vision.text.length).toBeGreaterThan(0)
    expect(drafted.json.scope.personas.length).toBeGreaterThan(0)
    const v = drafted.json.version
    expect(v).toBe(2)

    const read = await client.get(`/api/agile/scope?project_id=${projectId}`)
    expect(read.json.scope).toEqual(drafted.json.scope)

    // save with the current version; blank titles dropped
    const scope = read.json.scope
    const edited = { ...scope, assumptions: [{ title: "Ferries keep wifi" }, { title: "  " }, { name: "Operators share GTFS feed", desc: "alias names" }] }
    const saved = await client.post("/api/agile/scope/save", { project_name: projectName, data: edited, overwrite: true, version: v })
    expect(saved.status).toBe(200)
    expect(saved.json.version).toBe(v + 1)
    const after = await client.get(`/api/agile/scope?${q}`)
    expect(after.json.scope.assumptions).toEqual([
      { title: "Ferries keep wifi", rationale: "" },
      { title: "Operators share GTFS feed", rationale: "alias names" }
    ])

    // a stale save answers 409 with the current version and loses nothing
    const stale = await client.post("/api/agile/scope/save", { project_name: projectName, data: { ...scope, assumptions: [] }, overwrite: true, version: v })
    expect(stale.status).toBe(409)
    expect(stale.json.version).toBe(v + 1)
    expect((await client.get(`/api/agile/scope?${q}`)).json.scope.assumptions).toHaveLength(2)

    // add-only: new titles only, none repeating the section (ignoring case), none empty
    const added = await client.post("/api/agile/scope/improve", { project_name: projectName, section: "assumptions", mode: "add", count: 4 })
    expect(added.status).toBe(200)
    expect(added.json.items.length).toBeGreaterThan(0)
    const taken = new Set(["ferries keep wifi", "operators share gtfs feed"])
    for (const item of added.json.items) {
      expect(item.title.trim().length).toBeGreaterThan(0)
      expect(taken.has(item.title.trim().toLowerCase())).toBe(false)
      taken.add(item.title.trim().toLowerCase())
    }
    const expanded = await client.post("/api/agile/scope/improve", {
      project_name: projectName, section: "assumptions", mode: "expand", target_title: "Ferries keep wifi", current_rationale: ""
    })
    expect(expanded.status).toBe(200)
    expect(expanded.json.items[0].rationale.length).toBeGreaterThan(0)

    const personas = await client.post("/api/agile/scope/augment", { project_name: projectName, section: "personas", subkey: "lines", count: 4 })
    expect(personas.status).toBe(200)
    const existingNames = new Set(scope.personas.map((p: any) => p.name.toLowerCase()))
    for (const line of personas.json.items) {
      expect(line).toMatch(/^[^|]+\|[^|]*\|/)
      expect(existingNames.has(line.split("|")[0].trim().toLowerCase())).toBe(false)
    }

    const vision = await client.post("/api/agile/scope/expand_vision", { project_name: projectName, current_text: "Tickets on phones", north_star_metric: "" })
    expect(vision.status).toBe(200)
    expect(vision.json.vision.text.length).toBeGreaterThan(0)
    expect(vision.json.text).toBe(vision.json.vision.text)

    const prefill = await client.get(`/api/agile/risk/prefill?${q}`)
    expect(prefill.status).toBe(200)
    expect(prefill.json.suggested_input).toContain(projectName)
    expect(prefill.json.suggested_input).toContain("Ferries keep wifi")
  })
})
