// Task links on WBS rows (issue 22): stored by row id, accepted and answered in MS Project's notation
// (outline numbers) and as structured links, scheduled by the network engine, exported in the CSV.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject, q, wbsAdder } from "./waterfall-support"

noticeIfPostgresSkipped("WBS task links API")

describe.each(backends())("WBS task links API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  /** 1 Phase A {1.1 Design 3d, 1.2 Build 5d}, 2 Phase B {2.1 Procure 2d, 2.2 Install 2d}. */
  const plan = async (name: string) => {
    const user = await paidUserWithProject(server, name)
    const add = wbsAdder(user)
    const phaseA = await add({ task: "Phase A" })
    const design = await add({ task: "Design", parent_id: phaseA.id, duration_days: 3 })
    const build = await add({ task: "Build", parent_id: phaseA.id, duration_days: 5 })
    const phaseB = await add({ task: "Phase B" })
    const procure = await add({ task: "Procure", parent_id: phaseB.id, duration_days: 2 })
    const install = await add({ task: "Install", parent_id: phaseB.id, duration_days: 2 })
    const put = (id: number, body: object) => user.client.call("PUT", `/api/wbs/item/${id}`, body)
    const items = async () => (await user.client.get(`/api/wbs${q({ project_id: user.projectId })}`)).json.items as Array<any>
    const byTask = async () => new Map((await items()).map((i) => [i.task as string, i]))
    const linkCount = async () =>
      Number(
        (await server.db.client.query("SELECT count(*) AS n FROM wbs_links AS l JOIN wbs_items AS w ON w.id = l.successor_id WHERE w.project_id = $1", [user.projectId]))[0]!.n
      )
    return { ...user, phaseA, design, build, phaseB, procure, install, add, put, items, byTask, linkCount }
  }

  it("stores links given in MS Project notation, answers them in notation and by id, and schedules the network", async () => {
    const p = await plan("Links Notation")
    // no links: every row answers empty links and recalculation is the spec's chain (no network fields)
    expect((await p.items()).map((i) => [i.wbs, i.predecessors, i.links])).toEqual([
      ["1", "", []],
      ["1.1", "", []],
      ["1.2", "", []],
      ["2", "", []],
      ["2.1", "", []],
      ["2.2", "", []]
    ])
    const chain = await p.client.post("/api/wbs/recalc", { project_id: p.projectId, base_start: "2026-11-23" })
    expect(chain.status).toBe(200)
    expect(chain.json.project_finish).toBeUndefined()
    expect(chain.json.items.find((i: any) => i.task === "Install")).toMatchObject({ start_date: "2026-12-07", end_date: "2026-12-08" })

    const linked = await p.put(p.install.id, { predecessors: "1.2, 2.1ss+1d" })
    expect(linked.status).toBe(200)
    expect(linked.json.item.predecessors).toBe("1.2, 2.1SS+1d")
    expect(linked.json.item.links).toEqual([
      { predecessor_id: p.build.id, type: "FS", lag: 0 },
      { predecessor_id: p.procure.id, type: "SS", lag: 1 }
    ])
    // structured links by id
    const structured = await p.put(p.procure.id, { links: [{ predecessor_id: p.design.id }] })
    expect(structured.status).toBe(200)
    expect(structured.json.item.predecessors).toBe("1.1")
    expect(await p.linkCount()).toBe(3)

    const net = await p.client.post("/api/wbs/recalc", { project_id: p.projectId, base_start: "2026-11-23" })
    expect(net.status).toBe(200)
    const dates = new Map(net.json.items.map((i: any) => [i.task, [i.start_date, i.end_date, i.total_float, i.critical]]))
    // tasks without predecessors start on the base start (Mon 23 Nov); Procure after Design, Install after Build
    expect(dates.get("Design")).toEqual(["2026-11-23", "2026-11-25", 1, false])
    expect(dates.get("Build")).toEqual(["2026-11-23", "2026-11-27", 0, true])
    expect(dates.get("Procure")).toEqual(["2026-11-26", "2026-11-27", 1, false])
    expect(dates.get("Install")).toEqual(["2026-11-30", "2026-12-01", 0, true])
    expect((dates.get("Phase B") as Array<unknown>).slice(0, 2)).toEqual(["2026-11-26", "2026-12-01"])
    expect(net.json.project_finish).toBe("2026-12-01")
    expect(net.json.critical_path).toEqual(["1.2", "2.2"])
    // saved: the list shows the network's dates
    expect((await p.byTask()).get("Install")).toMatchObject({ start_date: "2026-11-30", end_date: "2026-12-01", predecessors: "1.2, 2.1SS+1d" })

    // start no earlier than: stored, answered, and it holds Design (and so Procure) back
    const snet = await p.put(p.design.id, { start_no_earlier_than: "2026-11-25" })
    expect(snet.status).toBe(200)
    expect(snet.json.item.start_no_earlier_than).toBe("2026-11-25")
    const held = await p.client.post("/api/wbs/recalc", { project_id: p.projectId, base_start: "2026-11-23" })
    const heldDates = new Map(held.json.items.map((i: any) => [i.task, [i.start_date, i.end_date]]))
    expect(heldDates.get("Design")).toEqual(["2026-11-25", "2026-11-27"])
    expect(heldDates.get("Procure")).toEqual(["2026-11-30", "2026-12-01"])
    // an edit without the field keeps it; null clears it; "" clears the links
    expect((await p.put(p.design.id, { task: "Design review" })).json.item.start_no_earlier_than).toBe("2026-11-25")
    expect((await p.put(p.design.id, { start_no_earlier_than: null })).json.item.start_no_earlier_than).toBeNull()
    const cleared = await p.put(p.procure.id, { predecessors: "" })
    expect(cleared.json.item).toMatchObject({ predecessors: "", links: [] })
    expect(await p.linkCount()).toBe(2)
  })

  it("answers 400 naming the tasks for a cycle, a missing task, a self link or bad notation, and saves nothing", async () => {
    const p = await plan("Links Refusals")
    expect((await p.put(p.install.id, { predecessors: "1.2" })).status).toBe(200)
    const before = await p.byTask()

    const cycle = await p.put(p.build.id, { predecessors: "2.2", task: "Renamed" })
    expect(cycle.status).toBe(400)
    expect(cycle.json.error).toBe("Task links form a cycle: 1.2 (Build) -> 2.2 (Install) -> 1.2 (Build)")
    const missing = await p.put(p.install.id, { predecessors: "1.2, 9FS+2d" })
    expect(missing.status).toBe(400)
    expect(missing.json.error).toBe("Task 2.2 (Install) is linked to task 9, which does not exist")
    const self = await p.put(p.install.id, { predecessors: "2.2" })
    expect(self.status).toBe(400)
    expect(self.json.error).toBe("Task 2.2 (Install) cannot be linked to itself")
    const bad = await p.put(p.install.id, { predecessors: "3XX" })
    expect(bad.status).toBe(400)
    expect(bad.json.error).toContain('"3XX" does not')
    const badId = await p.put(p.install.id, { links: [{ predecessor_id: 999999999 }] })
    expect(badId.status).toBe(400)
    expect(badId.json.error).toBe("Task 2.2 (Install) is linked to task 999999999, which does not exist")
    const badType = await p.put(p.install.id, { links: [{ predecessor_id: p.build.id, type: "XY" }] })
    expect(badType.status).toBe(400)
    // a summary linked into its own child closes a loop through the hierarchy
    const summaryLoop = await p.put(p.procure.id, { predecessors: "2" })
    expect(summaryLoop.status).toBe(400)
    expect(summaryLoop.json.error).toMatch(/^Task links form a cycle: .*2 \(Phase B\)/)
    // a new row with a link to a missing task is not added
    const newBad = await p.client.post("/api/wbs/item", { project_id: p.projectId, task: "Handover", predecessors: "7" })
    expect(newBad.status).toBe(400)
    expect(newBad.json.error).toBe("Task Handover is linked to task 7, which does not exist")

    // nothing was saved: same rows, versions, names and links
    const after = await p.byTask()
    expect([...after.keys()]).toEqual([...before.keys()])
    for (const [task, item] of after) expect(item).toEqual(before.get(task))
    expect(await p.linkCount()).toBe(1)

    // a new row with valid links is added with them
    const handover = await p.client.post("/api/wbs/item", { project_id: p.projectId, task: "Handover", predecessors: "2.2FF, 1.1SS-1d" })
    expect(handover.status).toBe(201)
    expect(handover.json.item).toMatchObject({ wbs: "3", predecessors: "2.2FF, 1.1SS-1d" })
    expect(await p.linkCount()).toBe(3)
  })

  it("keeps links through outdent, indent and moves (they name rows, not numbers), refuses a move that makes a cycle, drops them with a deleted task, exports them", async () => {
    const p = await plan("Links Moves")
    expect((await p.put(p.install.id, { predecessors: "1.2, 2.1SS+1d" })).status).toBe(200)
    expect((await p.put(p.procure.id, { predecessors: "1.1" })).status).toBe(200)

    // outdent Install to the top level: it becomes 3, its links stay
    const out = await p.put(p.install.id, { parent_id: null })
    expect(out.status).toBe(200)
    expect(out.json.item).toMatchObject({ wbs: "3", predecessors: "1.2, 2.1SS+1d" })
    // move Build under Phase B: its number changes, so Install's notation follows it
    expect((await p.put(p.build.id, { parent_id: p.phaseB.id })).status).toBe(200)
    let rows = await p.byTask()
    expect(rows.get("Build")!.wbs).toBe("2.2")
    expect(rows.get("Install")!.predecessors).toBe("2.2, 2.1SS+1d")
    expect(rows.get("Procure")!.predecessors).toBe("1.1")
    // indent Install under Phase B again (last child): 2.3
    expect((await p.put(p.install.id, { parent_id: p.phaseB.id })).status).toBe(200)
    rows = await p.byTask()
    expect(rows.get("Install")).toMatchObject({ wbs: "2.3", predecessors: "2.2, 2.1SS+1d" })

    // moving Install under Build would put a task under its own predecessor: a cycle, nothing moves
    const loop = await p.put(p.install.id, { parent_id: p.build.id })
    expect(loop.status).toBe(400)
    expect(loop.json.error).toMatch(/^Task links form a cycle: .*\(Build\).*\(Install\)|^Task links form a cycle: .*\(Install\).*\(Build\)/)
    expect((await p.byTask()).get("Install")).toEqual(rows.get("Install"))

    // CSV: predecessors is the last column
    const csv = await p.client.get(`/api/wbs/export.csv${q({ project_id: p.projectId })}`)
    expect(csv.status).toBe(200)
    const lines = csv.text.replace(/^\uFEFF/, "").trim().split("\r\n")
    expect(lines[0]).toBe("wbs,phase,task,duration_days,start_date,end_date,resource,predecessors")
    expect(lines).toContain("2.3,Phase B,Install,2,,,,\"2.2, 2.1SS+1d\"")
    expect(lines).toContain("2.1,Phase B,Procure,2,,,,1.1")
    expect(lines).toContain("1.1,Phase A,Design,3,,,,")

    // deleting Procure takes its links, in and out
    expect(await p.linkCount()).toBe(3)
    expect((await p.client.call("DELETE", `/api/wbs/item/${p.procure.id}`)).status).toBe(200)
    rows = await p.byTask()
    expect(rows.get("Install")).toMatchObject({ wbs: "2.2", predecessors: "2.1" })
    expect(await p.linkCount()).toBe(1)
    // deleting a phase takes the links of its whole subtree
    expect((await p.client.call("DELETE", `/api/wbs/item/${p.phaseB.id}`)).status).toBe(200)
    expect(await p.linkCount()).toBe(0)
  })
})
