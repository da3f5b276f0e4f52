// POST /wbs/items: a task list (paste or import) in one call; large plans through the API (issue 18).
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { WBS_ITEMS_EMPTY } from "@initpack/core/requests/waterfall/wbs-items-request"
import { FREE_NO_WBS } from "@initpack/core/messages/platform-plans"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { freeUserWithProject, paidUserWithProject, q } from "./waterfall-support"

noticeIfPostgresSkipped("waterfall WBS task list API")

describe.each(backends())("WBS task list API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  const listOf = async (client: any, projectId: number) =>
    ((await client.get(`/api/wbs${q({ project_id: projectId })}`)).json.items as Array<any>).map((i) => `${i.wbs} ${i.task} ${i.duration_days}`)

  it("adds many rows in one call: after a row (siblings below move down), levels nest, blanks are skipped", async () => {
    const { client, projectId } = await paidUserWithProject(server, "Task List Paste")
    const add = (body: object) => client.post("/api/wbs/item", { project_id: projectId, ...body })
    const a = (await add({ task: "Design" })).json.item
    await add({ task: "Survey", parent_id: a.id })
    await add({ task: "Build" })
    const pasted = await client.post("/api/wbs/items", {
      project_id: projectId,
      after_id: a.id,
      items: [
        { task: " Procure ", duration_days: 3 },
        { task: "Quotes", level: 1 },
        { task: "   " },
        { task: "Order", level: 3, duration_days: 0 },
        { task: "Install" }
      ]
    })
    expect(pasted.status).toBe(201)
    expect(pasted.json).toMatchObject({ ok: true, inserted: 4 })
    expect(pasted.json.ids).toHaveLength(4)
    expect(await listOf(client, projectId)).toEqual([
      "1 Design 5",
      "1.1 Survey 5",
      "2 Procure 3",
      "2.1 Quotes 5",
      // a level deeper than one below the row above is taken as one below it
      "2.1.1 Order 0",
      "3 Install 5",
      "4 Build 5"
    ])
    // without after_id: last under parent_id
    const under = await client.post("/api/wbs/items", { project_id: projectId, parent_id: a.id, items: [{ task: "Brief" }, { task: "Sign-off" }] })
    expect(under.status).toBe(201)
    expect((await listOf(client, projectId)).slice(0, 4)).toEqual(["1 Design 5", "1.1 Survey 5", "1.2 Brief 5", "1.3 Sign-off 5"])
  })

  it("refuses an empty list, a bad parent and after_id, a negative duration; the free plan has no WBS", async () => {
    const { client, projectId } = await paidUserWithProject(server, "Task List Refusals")
    const post = (body: object) => client.post("/api/wbs/items", { project_id: projectId, ...body })
    const empty = await post({ items: [{ task: " " }] })
    expect(empty.status).toBe(400)
    expect(empty.json.error).toBe(WBS_ITEMS_EMPTY)
    expect((await post({ items: [] })).status).toBe(400)
    expect((await post({ parent_id: 999999, items: [{ task: "x" }] })).status).toBe(400)
    expect((await post({ after_id: 999999, items: [{ task: "x" }] })).status).toBe(400)
    expect((await post({ items: [{ task: "x", duration_days: -1 }] })).status).toBe(400)
    expect(await listOf(client, projectId)).toEqual([])
    const free = await freeUserWithProject(server, "Free Task List")
    const refused = await free.client.post("/api/wbs/items", { project_id: free.projectId, items: [{ task: "x" }] })
    expect(refused.status).toBe(402)
    expect(JSON.stringify(refused.json)).toContain(FREE_NO_WBS)
  })

  it("5,000 rows: added in one call, listed, recalculated (dates kept on reload), and another user cannot add to them", async () => {
    const { client, projectId } = await paidUserWithProject(server, "Programme Plan")
    const items = Array.from({ length: 5000 }, (_, i) => ({ task: `Task ${i + 1}`, duration_days: (i % 5) + 1, level: i % 50 === 0 ? 0 : 1 }))
    const added = await client.post("/api/wbs/items", { project_id: projectId, items })
    expect(added.status).toBe(201)
    expect(added.json.inserted).toBe(5000)
    const listed = (await client.get(`/api/wbs${q({ project_id: projectId })}`)).json.items as Array<any>
    expect(listed).toHaveLength(5000)
    expect(listed[1]).toMatchObject({ wbs: "1.1", task: "Task 2", phase: "Task 1" })
    expect(listed[4999]).toMatchObject({ wbs: "100.49", task: "Task 5000" })
    const recalc = await client.post("/api/wbs/recalc", { project_id: projectId, base_start: "2025-03-03" })
    expect(recalc.status).toBe(200)
    expect(recalc.json.updated).toBe(5000)
    const again = (await client.get(`/api/wbs${q({ project_id: projectId })}`)).json.items as Array<any>
    expect(again.every((i) => typeof i.start_date === "string" && typeof i.end_date === "string")).toBe(true)
    expect(again[1].start_date).toBe("2025-03-03")
    const other = await paidUserWithProject(server, "Someone Else")
    expect((await other.client.post("/api/wbs/items", { project_id: projectId, items: [{ task: "x" }] })).status).toBe(404)
  })
})
