// Task links on agile schedule rows (issue 22), as on WBS rows: stored by row id, accepted and answered in
// MS Project's notation (WBS numbers) and by id, scheduled by the network engine, exported in the CSV.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { agileUser } from "./agile-support"

noticeIfPostgresSkipped("Agile schedule task links API")

describe.each(backends())("Agile schedule task links API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  /** 1 Phase A {1.1 Design 3d, 1.2 Build 5d}, 2 Phase B {2.1 Procure 2d, 2.2 Install 2d}, base start Mon 23 Nov 2026. */
  const plan = async (name: string) => {
    const user = await agileUser(server.url, name)
    const ref = { project_id: user.projectId }
    const based = await user.client.post("/api/agile/schedule/recalc", { ...ref, base_start: "2026-11-23" })
    if (based.status !== 200) throw new Error(`recalc failed: ${based.status} ${based.text}`)
    const add = async (body: object) => {
      const r = await user.client.post("/api/agile/schedule/task", { ...ref, ...body })
      if (r.status !== 200 && r.status !== 201) throw new Error(`add failed: ${r.status} ${r.text}`)
      return r.json.task
    }
    const phaseA = await add({ title: "Phase A", type: "phase" })
    const design = await add({ title: "Design", parent_id: phaseA.id, duration_days: 3 })
    const build = await add({ title: "Build", parent_id: phaseA.id, duration_days: 5 })
    const phaseB = await add({ title: "Phase B", type: "phase" })
    const procure = await add({ title: "Procure", parent_id: phaseB.id, duration_days: 2 })
    const install = await add({ title: "Install", parent_id: phaseB.id, duration_days: 2 })
    const put = (id: number, body: object) => user.client.call("PUT", `/api/agile/schedule/task/${id}`, body)
    const tasks = async () => (await user.client.get(`/api/agile/schedule?project_id=${user.projectId}`)).json.tasks as Array<any>
    const byTitle = async () => new Map((await tasks()).map((t) => [t.title as string, t]))
    const linkCount = async () =>
      Number(
        (
          await server.db.client.query(
            "SELECT count(*) AS n FROM agile_schedule_links AS l JOIN agile_schedule_tasks AS t ON t.id = l.successor_id WHERE t.project_id = $1",
            [user.projectId]
          )
        )[0]!.n
      )
    return { ...user, ref, phaseA, design, build, phaseB, procure, install, put, tasks, byTitle, linkCount }
  }

  it("stores links given in MS Project notation or by id, answers both, and dates the schedule by the network with float and the critical path", async () => {
    const p = await plan("Schedule Links Notation")
    expect((await p.tasks()).map((t) => [t.wbs, t.predecessors, t.links])).toEqual([
      ["1", "", []],
      ["1.1", "", []],
      ["1.2", "", []],
      ["2", "", []],
      ["2.1", "", []],
      ["2.2", "", []]
    ])
    // no links: the spec's chain, no network fields
    const chain = await p.client.post("/api/agile/schedule/recalc", { ...p.ref, base_start: "2026-11-23" })
    expect(chain.status).toBe(200)
    expect(chain.json.project_finish).toBeUndefined()
    expect(chain.json.tasks.find((t: any) => t.title === "Install")).toMatchObject({ start_date: "2026-12-07", end_date: "2026-12-08" })

    const linked = await p.put(p.install.id, { predecessors: "1.2, 2.1ss+1d", version: p.install.version })
    expect(linked.status).toBe(200)
    expect(linked.json.task.predecessors).toBe("1.2, 2.1SS+1d")
    expect(linked.json.task.links).toEqual([
      { predecessor_id: p.build.id, type: "FS", lag: 0 },
      { predecessor_id: p.procure.id, type: "SS", lag: 1 }
    ])
    const structured = await p.put(p.procure.id, { links: [{ predecessor_id: p.design.id }] })
    expect(structured.status).toBe(200)
    expect(structured.json.task.predecessors).toBe("1.1")
    expect(await p.linkCount()).toBe(3)

    const net = await p.client.post("/api/agile/schedule/recalc", { ...p.ref, base_start: "2026-11-23" })
    expect(net.status).toBe(200)
    const dates = new Map(net.json.tasks.map((t: any) => [t.title, [t.start_date, t.end_date, t.total_float, t.critical]]))
    expect(dates.get("Design")).toEqual(["2026-11-23", "2026-11-25", 1, false])
    expect(dates.get("Build")).toEqual(["2026-11-23", "2026-11-27", 0, true])
    expect(dates.get("Procure")).toEqual(["2026-11-26", "2026-11-27", 1, false])
    expect(dates.get("Install")).toEqual(["2026-11-30", "2026-12-01", 0, true])
    expect(net.json.project_finish).toBe("2026-12-01")
    expect(net.json.critical_path).toEqual(["1.2", "2.2"])
    // saved, and every later write dates by the network too
    expect((await p.byTitle()).get("Install")).toMatchObject({ start_date: "2026-11-30", end_date: "2026-12-01", predecessors: "1.2, 2.1SS+1d" })
    const longer = await p.put(p.build.id, { duration_days: 6 })
    expect(longer.json.tasks.find((t: any) => t.title === "Install")).toMatchObject({ start_date: "2026-12-01", end_date: "2026-12-02", critical: true })

    // start no earlier than holds Design (and so Procure) back; null clears it; "" clears the links
    const snet = await p.put(p.design.id, { start_no_earlier_than: "2026-11-25" })
    expect(snet.status).toBe(200)
    expect(snet.json.task.start_no_earlier_than).toBe("2026-11-25")
    const held = new Map(snet.json.tasks.map((t: any) => [t.title, [t.start_date, t.end_date]]))
    expect(held.get("Design")).toEqual(["2026-11-25", "2026-11-27"])
    expect(held.get("Procure")).toEqual(["2026-11-30", "2026-12-01"])
    expect((await p.put(p.design.id, { title: "Design review" })).json.task.start_no_earlier_than).toBe("2026-11-25")
    expect((await p.put(p.design.id, { start_no_earlier_than: null })).json.task.start_no_earlier_than).toBeNull()
    const cleared = await p.put(p.procure.id, { predecessors: "" })
    expect(cleared.json.task).toMatchObject({ predecessors: "", links: [] })
    expect(await p.linkCount()).toBe(2)
  })

  it("answers 400 with the WBS's messages for a cycle, a missing task, a self link or bad notation, and saves nothing", async () => {
    const p = await plan("Schedule Links Refusals")
    expect((await p.put(p.install.id, { predecessors: "1.2" })).status).toBe(200)
    const before = await p.byTitle()

    const cycle = await p.put(p.build.id, { predecessors: "2.2", title: "Renamed" })
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
    const summaryLoop = await p.put(p.procure.id, { predecessors: "2" })
    expect(summaryLoop.status).toBe(400)
    expect(summaryLoop.json.error).toMatch(/^Task links form a cycle: .*2 \(Phase B\)/)

    // nothing was saved: same rows, versions, titles and links
    const after = await p.byTitle()
    expect([...after.keys()]).toEqual([...before.keys()])
    for (const [title, task] of after) expect(task).toEqual(before.get(title))
    expect(await p.linkCount()).toBe(1)
  })

  it("keeps links through outdent and indent, refuses a move that makes a cycle, drops them with a deleted task, exports them, and a new plan has none", async () => {
    const p = await plan("Schedule Links Moves")
    expect((await p.put(p.install.id, { predecessors: "1.2, 2.1SS+1d" })).status).toBe(200)
    expect((await p.put(p.procure.id, { predecessors: "1.1" })).status).toBe(200)

    const out = await p.client.post(`/api/agile/schedule/task/${p.install.id}/outdent`, {})
    expect(out.status).toBe(200)
    let rows = await p.byTitle()
    expect(rows.get("Install")).toMatchObject({ wbs: "3", predecessors: "1.2, 2.1SS+1d" })
    const back = await p.client.post(`/api/agile/schedule/task/${p.install.id}/parent`, { parent_id: p.phaseB.id })
    expect(back.status).toBe(200)
    rows = await p.byTitle()
    expect(rows.get("Install")).toMatchObject({ wbs: "2.2", predecessors: "1.2, 2.1SS+1d" })

    // Install under Build, its own predecessor: a cycle through the hierarchy, nothing moves
    const loop = await p.client.post(`/api/agile/schedule/task/${p.install.id}/parent`, { parent_id: p.build.id })
    expect(loop.status).toBe(400)
    expect(loop.json.error).toMatch(/^Task links form a cycle: .*\((Build|Install)\)/)
    expect((await p.byTitle()).get("Install")).toEqual(rows.get("Install"))

    const csv = await p.client.get(`/api/agile/schedule/export?project_id=${p.projectId}`)
    expect(csv.status).toBe(200)
    const lines = csv.text.replace(/^\uFEFF/, "").trim().split(/\r?\n/)
    expect(lines[0]).toBe("wbs,phase,task,type,duration_days,start_date,end_date,resource,predecessors")
    expect(lines.find((l) => l.includes(",Install,"))).toMatch(/,"1\.2, 2\.1SS\+1d"$/)
    expect(lines.find((l) => l.includes(",Procure,"))).toMatch(/,1\.1$/)
    expect(lines.find((l) => l.includes(",Design,"))).toMatch(/,$/)

    // deleting Procure takes its links, in and out; numbers in the notation follow
    expect(await p.linkCount()).toBe(3)
    expect((await p.client.call("DELETE", `/api/agile/schedule/task/${p.procure.id}`)).status).toBe(200)
    rows = await p.byTitle()
    expect(rows.get("Install")).toMatchObject({ wbs: "2.1", predecessors: "1.2" })
    expect(await p.linkCount()).toBe(1)
    expect((await p.client.call("DELETE", `/api/agile/schedule/task/${p.phaseA.id}`)).status).toBe(200)
    expect(await p.linkCount()).toBe(0)
  })
})
