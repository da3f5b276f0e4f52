// The WBS handed to and from other tools (issue 22): MS Project XML export and import, iCalendar export.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Either from "effect/Either"
import { child, childText, readXml } from "@initpack/core/rules/planning/exchange/xml-read"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject, q } from "./waterfall-support"

noticeIfPostgresSkipped("WBS exchange API")

const xmlTasks = (xml: string) => {
  const root = readXml(xml)
  if (Either.isLeft(root)) throw new Error(root.left.message)
  return child(root.right, "Tasks")!
    .children.filter((t) => childText(t, "OutlineLevel") !== "0")
    .map((t) => ({
      number: childText(t, "OutlineNumber"),
      name: childText(t, "Name"),
      duration: childText(t, "Duration"),
      summary: childText(t, "Summary"),
      milestone: childText(t, "Milestone"),
      links: t.children.filter((c) => c.name === "PredecessorLink").map((l) => `${childText(l, "PredecessorUID")}/${childText(l, "Type")}/${childText(l, "LinkLag")}`)
    }))
}

describe.each(backends())("WBS exchange API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  /** 1 Phase A {1.1 Design 3d, 1.2 Build 5d}, 2 Phase B {2.1 Procure 2d, 2.2 Go-live 0d}; Build SS+1d after Design, Go-live after Build. */
  const plan = async (name: string) => {
    const user = await paidUserWithProject(server, name)
    const add = async (body: object) => {
      const r = await user.client.post("/api/wbs/item", { project_id: user.projectId, ...body })
      if (r.status !== 201) throw new Error(`add failed: ${r.status} ${r.text}`)
      return r.json.item
    }
    const phaseA = await add({ task: "Phase A", resource: "" })
    await add({ task: "Design", parent_id: phaseA.id, duration_days: 3, resource: "Architect" })
    await add({ task: "Build", parent_id: phaseA.id, duration_days: 5, resource: '["Developer","Tester"]', predecessors: "1.1SS+1d" })
    const phaseB = await add({ task: "Phase B" })
    await add({ task: "Procure", parent_id: phaseB.id, duration_days: 2 })
    await add({ task: "Go-live", parent_id: phaseB.id, duration_days: 0, predecessors: "1.2, 2.1" })
    const recalc = await user.client.post("/api/wbs/recalc", { project_id: user.projectId, base_start: "2026-11-23" })
    if (recalc.status !== 200) throw new Error(`recalc failed: ${recalc.status} ${recalc.text}`)
    const items = async () => (await user.client.get(`/api/wbs${q({ project_id: user.projectId })}`)).json.items as Array<any>
    return { ...user, add, items }
  }

  it("GET /api/wbs/export.xml downloads the WBS as MS Project XML with hierarchy, durations, milestones and links", async () => {
    const p = await plan("Exchange Export")
    const r = await p.client.get(`/api/wbs/export.xml${q({ project_id: p.projectId })}`)
    expect(r.status).toBe(200)
    expect(r.headers.get("content-type")).toMatch(/^application\/xml/)
    expect(r.headers.get("content-disposition")).toMatch(/attachment; filename="wbs_Exchange_Export_\d{4}-\d{2}-\d{2}\.xml"/)
    expect(xmlTasks(r.text)).toEqual([
      { number: "1", name: "Phase A", duration: expect.stringMatching(/^PT\d+H0M0S$/), summary: "1", milestone: "0", links: [] },
      { number: "1.1", name: "Design", duration: "PT24H0M0S", summary: "0", milestone: "0", links: [] },
      { number: "1.2", name: "Build", duration: "PT40H0M0S", summary: "0", milestone: "0", links: ["2/3/4800"] },
      { number: "2", name: "Phase B", duration: expect.stringMatching(/^PT\d+H0M0S$/), summary: "1", milestone: "0", links: [] },
      { number: "2.1", name: "Procure", duration: "PT16H0M0S", summary: "0", milestone: "0", links: [] },
      { number: "2.2", name: "Go-live", duration: "PT0H0M0S", summary: "0", milestone: "1", links: ["3/1/0", "5/1/0"] }
    ])
    expect(r.text).toContain("<Name>Developer</Name>")
    expect(r.text).toContain("<Name>Tester</Name>")
    // another user's project is not found; signed out is 401
    const other = await paidUserWithProject(server, "Exchange Other")
    expect((await other.client.get(`/api/wbs/export.xml${q({ project_id: p.projectId })}`)).status).toBe(404)
  })
})
