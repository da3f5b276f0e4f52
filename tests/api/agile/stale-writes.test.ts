import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { STALE_WRITE } from "@initpack/core/use-cases/agile/agile-texts"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { agileUser } from "./agile-support"

noticeIfPostgresSkipped("agile stale writes API")

// Two tabs of one user read the same row or document and both save with the version they read: the
// first wins, the second gets 409 with the stored data, and a re-read shows the first write intact (issue 7).
describe.each(backends())("agile stale writes on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("schedule tasks: update, set parent, indent, outdent and delete check the task's version", async () => {
    const { client, projectName } = await agileUser(server.url, "Stale Schedule")
    const q = `project_name=${encodeURIComponent(projectName)}`
    const phase = (await client.post("/api/agile/schedule/task", { project_name: projectName, title: "Discovery", type: "phase" })).json.task
    const made = await client.post("/api/agile/schedule/task", { project_name: projectName, title: "Interviews" })
    expect(made.status).toBe(200)
    const id = made.json.task.id
    expect(made.json.task.version).toBe(1)
    const read = async () => ((await client.get(`/api/agile/schedule?${q}`)).json.tasks as Array<any>).find((t) => t.id === id)
    const tabA = await read()
    const tabB = await read()

    const first = await client.call("PUT", `/api/agile/schedule/task/${id}`, { title: "User interviews", version: tabA.version })
    expect(first.status).toBe(200)
    expect(first.json.task).toMatchObject({ title: "User interviews", version: 2 })

    const second = await client.call("PUT", `/api/agile/schedule/task/${id}`, { title: "Surveys", duration_days: 9, version: tabB.version })
    expect(second.status).toBe(409)
    expect(second.json).toMatchObject({ error: STALE_WRITE, current_version: 2, current: { id, title: "User interviews", duration_days: 5 } })
    expect(await read()).toMatchObject({ title: "User interviews", duration_days: 5, parent_id: null, version: 2 })

    // moves with the old version: nothing moves
    for (const call of [
      client.post(`/api/agile/schedule/task/${id}/parent`, { parent_id: phase.id, version: tabB.version }),
      client.post(`/api/agile/schedule/task/${id}/indent`, { version: tabB.version }),
      client.post(`/api/agile/schedule/task/${id}/outdent?version=${tabB.version}`)
    ]) {
      const res = await call
      expect(res.status).toBe(409)
      expect(res.json.current).toMatchObject({ id, title: "User interviews" })
    }
    expect(await read()).toMatchObject({ parent_id: null, version: 2 })
    const staleDelete = await client.call("DELETE", `/api/agile/schedule/task/${id}?version=${tabB.version}`)
    expect(staleDelete.status).toBe(409)
    expect(await read()).toBeDefined()

    // with the current version the move goes through and answers the new version
    const indented = await client.post(`/api/agile/schedule/task/${id}/indent`, { version: 2 })
    expect(indented.status).toBe(200)
    const moved = indented.json.tasks.find((t: any) => t.id === id)
    expect(moved).toMatchObject({ parent_id: phase.id, version: 3 })
    // an edit without a version (older clients) is not checked, and still counts
    const legacy = await client.call("PUT", `/api/agile/schedule/task/${id}`, { duration_days: 3 })
    expect(legacy.json.task).toMatchObject({ duration_days: 3, version: 4 })
    const removed = await client.call("DELETE", `/api/agile/schedule/task/${id}`, { version: 4 })
    expect(removed.status).toBe(200)
    expect(await read()).toBeUndefined()
  })

  it("backlog save (epics and stories): the second tab gets 409 with the stored backlog", async () => {
    const { client, projectName } = await agileUser(server.url, "Stale Backlog")
    const q = `project_name=${encodeURIComponent(projectName)}`
    const seeded = await client.post("/api/agile/backlog/save", {
      project_name: projectName,
      epics: [{ name: "Ticketing" }],
      stories: [{ as_a: "commuter", i_want: "to buy a ticket", so_that: "I can board", points: 3 }]
    })
    expect(seeded.status).toBe(200)
    const tabA = (await client.get(`/api/agile/backlog?${q}`)).json
    const tabB = (await client.get(`/api/agile/backlog?${q}`)).json
    const story = tabA.stories[0]
    const first = await client.post("/api/agile/backlog/save", { project_name: projectName, version: tabA.version, stories: [{ ...story, points: 5 }] })
    expect(first.status).toBe(200)
    const second = await client.post("/api/agile/backlog/save", {
      project_name: projectName,
      version: tabB.version,
      epics: [{ ...tabB.epics[0], name: "Tickets v2" }],
      stories: [{ ...tabB.stories[0], points: 8 }]
    })
    expect(second.status).toBe(409)
    expect(second.json.current_version).toBe(first.json.version)
    expect(second.json.current.stories[0]).toMatchObject({ id: story.id, points: 5 })
    const after = (await client.get(`/api/agile/backlog?${q}`)).json
    expect(after.stories[0]).toMatchObject({ id: story.id, points: 5 })
    expect(after.epics[0].name).toBe("Ticketing")
  })

  it("agile scope save: 409 carries the stored scope", async () => {
    const { client, projectName } = await agileUser(server.url, "Stale Scope")
    const q = `project_name=${encodeURIComponent(projectName)}&create_if_missing=1`
    const read = (await client.get(`/api/agile/scope?${q}`)).json
    const a = await client.post("/api/agile/scope/save", { project_name: projectName, data: { ...read.scope, assumptions: [{ title: "Tab A" }] }, version: read.version })
    expect(a.status).toBe(200)
    const b = await client.post("/api/agile/scope/save", { project_name: projectName, data: { ...read.scope, assumptions: [{ title: "Tab B" }] }, version: read.version })
    expect(b.status).toBe(409)
    expect(b.json.current_version).toBe(a.json.version)
    expect(JSON.stringify(b.json.current)).toContain("Tab A")
    expect((await client.get(`/api/agile/scope?${q}`)).json.scope.assumptions).toEqual([expect.objectContaining({ title: "Tab A" })])
  })
})
