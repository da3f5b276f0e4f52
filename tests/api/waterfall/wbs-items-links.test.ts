// POST /wbs/items with task links per row (issues 18 and 22): a pasted or imported task list brings its
// predecessors, links by id and 'start no earlier than' dates, checked like a single row's; a bad one saves nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject, q } from "./waterfall-support"

noticeIfPostgresSkipped("WBS task list links API")

describe.each(backends())("WBS task list links API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  const setUp = async (name: string) => {
    const user = await paidUserWithProject(server, name)
    const items = async () => (await user.client.get(`/api/wbs${q({ project_id: user.projectId })}`)).json.items as Array<any>
    const byTask = async () => new Map((await items()).map((i) => [i.task as string, i]))
    const linkCount = async () =>
      Number(
        (await server.db.client.query("SELECT count(*) AS n FROM wbs_links AS l JOIN wbs_items AS w ON w.id = l.successor_id WHERE w.project_id = $1", [user.projectId]))[0]!.n
      )
    const paste = (body: object) => user.client.post("/api/wbs/items", { project_id: user.projectId, ...body })
    return { ...user, items, byTask, linkCount, paste }
  }

  it("stores each row's predecessors (numbers of the plan with the list added), links by id and start-no-earlier-than dates", async () => {
    const p = await setUp("Task List Links")
    const design = (await p.client.post("/api/wbs/item", { project_id: p.projectId, task: "Design", duration_days: 3 })).json.item
    const pasted = await p.paste({
      items: [
        { task: "Build", duration_days: 5, links: [{ predecessor_id: design.id, type: "SS", lag: 1 }] },
        { task: "Procure", duration_days: 2, start_no_earlier_than: "2026-12-01" },
        { task: "Install", duration_days: 2, predecessors: "2, 3fs+1d" },
        { task: "Test", level: 1, duration_days: 1, predecessors: "1" }
      ]
    })
    expect(pasted.status).toBe(201)
    expect(pasted.json).toMatchObject({ ok: true, inserted: 4 })
    const [build, procure, install, test] = pasted.json.ids as Array<number>
    const rows = await p.byTask()
    expect(rows.get("Build")).toMatchObject({ wbs: "2", predecessors: "1SS+1d", links: [{ predecessor_id: design.id, type: "SS", lag: 1 }] })
    expect(rows.get("Procure")).toMatchObject({ wbs: "3", predecessors: "", start_no_earlier_than: "2026-12-01" })
    expect(rows.get("Install")).toMatchObject({
      wbs: "4",
      predecessors: "2, 3FS+1d",
      links: [
        { predecessor_id: build, type: "FS", lag: 0 },
        { predecessor_id: procure, type: "FS", lag: 1 }
      ]
    })
    expect(rows.get("Test")).toMatchObject({ wbs: "4.1", parent_id: install, predecessors: "1" })
    expect(rows.get("Design")!.start_no_earlier_than).toBeNull()
    expect(await p.linkCount()).toBe(4)
    expect(test).toBeTypeOf("number")

    // the network schedules them: Procure held to 1 Dec, Test (under Install) after Procure + 1 day
    const net = await p.client.post("/api/wbs/recalc", { project_id: p.projectId, base_start: "2026-11-23" })
    expect(net.status).toBe(200)
    const dates = new Map(net.json.items.map((i: any) => [i.task, [i.start_date, i.end_date]]))
    expect(dates.get("Design")).toEqual(["2026-11-23", "2026-11-25"])
    expect(dates.get("Build")).toEqual(["2026-11-24", "2026-11-30"])
    expect(dates.get("Procure")).toEqual(["2026-12-01", "2026-12-02"])
    expect(dates.get("Test")).toEqual(["2026-12-04", "2026-12-04"])
  })

  it("answers 400 for a cycle, a missing task, a self link or bad notation in the list, and adds nothing", async () => {
    const p = await setUp("Task List Link Refusals")
    const add = async (body: object) => (await p.client.post("/api/wbs/item", { project_id: p.projectId, ...body })).json.item
    // 1 Phase {1.1 Design}, 2 Build after the whole phase
    const phase = await add({ task: "Phase" })
    await add({ task: "Design", parent_id: phase.id, duration_days: 3 })
    await add({ task: "Build", duration_days: 2, predecessors: "1" })
    const before = await p.items()
    const refused = async (body: object, error: string | RegExp) => {
      const r = await p.paste(body)
      expect(r.status).toBe(400)
      if (typeof error === "string") expect(r.json.error).toBe(error)
      else expect(r.json.error).toMatch(error)
    }
    // a cycle inside the list
    await refused(
      { items: [{ task: "Install", predecessors: "4" }, { task: "Check", predecessors: "3" }] },
      "Task links form a cycle: 3 (Install) -> 4 (Check) -> 3 (Install)"
    )
    // a cycle through a stored link: a row added under Phase after Build, which waits for the whole Phase
    await refused({ parent_id: phase.id, items: [{ task: "Review", predecessors: "2" }] }, /^Task links form a cycle: .*1\.2 \(Review\)/)
    await refused({ items: [{ task: "Install", predecessors: "1, 9FS+2d" }] }, "Task 3 (Install) is linked to task 9, which does not exist")
    await refused({ items: [{ task: "Install", predecessors: "3" }] }, "Task 3 (Install) cannot be linked to itself")
    await refused({ items: [{ task: "Install", predecessors: "3XX" }] }, /"3XX" does not/)
    await refused({ items: [{ task: "Install", links: [{ predecessor_id: 999999999 }] }] }, "Task 3 (Install) is linked to task 999999999, which does not exist")
    await refused({ items: [{ task: "Install", start_no_earlier_than: "someday" }] }, /date/i)
    // nothing was added: the same rows and the one stored link
    expect(await p.items()).toEqual(before)
    expect(await p.linkCount()).toBe(1)
  })
})
