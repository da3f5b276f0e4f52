// The agile forecast over the schedule's stored task links (issues 22, 23): the API run and the documents
// simulate the same network the schedule's recalculation dates, so parallel work forecasts an earlier finish
// than the same schedule as the spec's chain.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { formatDay } from "@initpack/core/document/format"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { agileUser } from "../agile/agile-support"
import { q } from "../waterfall/waterfall-support"

noticeIfPostgresSkipped("agile forecast over schedule links")

describe.each(backends())("agile forecast over schedule links on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("runs the chain without links and the schedule's network with them: the network's finish, an earlier P50, in the documents too", async () => {
    const user = await agileUser(server.url, "Agile Forecast Links")
    const ref = { project_id: user.projectId }
    expect((await user.client.post("/api/agile/schedule/recalc", { ...ref, base_start: "2026-11-23" })).status).toBe(200)
    const add = async (body: object) => {
      const r = await user.client.post("/api/agile/schedule/task", { ...ref, ...body })
      if (r.status !== 200 && r.status !== 201) throw new Error(`add failed: ${r.status} ${r.text}`)
      return r.json.task
    }
    const phaseA = await add({ title: "Phase A", type: "phase" })
    const design = await add({ title: "Design the booking flow", parent_id: phaseA.id, duration_days: 3 })
    await add({ title: "Build the booking service", parent_id: phaseA.id, duration_days: 5 })
    const phaseB = await add({ title: "Phase B", type: "phase" })
    const procure = await add({ title: "Procure the payment gateway", parent_id: phaseB.id, duration_days: 2 })
    const install = await add({ title: "Install the kiosks", parent_id: phaseB.id, duration_days: 2 })
    const run = async () => {
      const r = await user.client.post("/api/forecast/run", ref)
      expect(r.status, r.text).toBe(200)
      return r.json
    }

    // no links: the chain, 3 + 5 + 2 + 2 working days from Mon 23 Nov 2026
    const chainDates = await user.client.post("/api/agile/schedule/recalc", { ...ref, base_start: "2026-11-23" })
    expect(chainDates.json.tasks.find((t: any) => t.id === install.id).end_date).toBe("2026-12-08")
    const chain = await run()
    expect(chain.links).toBe("chain")
    expect(chain.base.finish).toMatchObject({ days: 12, date: "2026-12-08" })

    // Procure after Design, Install after Build and 1 day after Procure starts: Phase B runs beside Build
    const put = (id: number, body: object) => user.client.call("PUT", `/api/agile/schedule/task/${id}`, body)
    expect((await put(install.id, { predecessors: "1.2, 2.1ss+1d" })).status).toBe(200)
    expect((await put(procure.id, { predecessors: "1.1" })).status).toBe(200)
    const net = await user.client.post("/api/agile/schedule/recalc", { ...ref, base_start: "2026-11-23" })
    expect(net.json.project_finish).toBe("2026-12-01")
    const linked = await run()
    expect(linked.links).toBe("network")
    // the forecast's deterministic finish is the schedule's network finish
    expect(linked.base.finish).toMatchObject({ days: 7, date: net.json.project_finish })
    expect(linked.finish.percentiles.P50.days).toBeLessThan(chain.finish.percentiles.P50.days)
    expect(linked.finish.percentiles.P50.date < chain.finish.percentiles.P50.date).toBe(true)
    // the same seed: the same numbers again
    expect((await run()).finish.percentiles).toEqual(linked.finish.percentiles)

    // the documents' 'Schedule and cost confidence' section simulates the same network
    const raid = await user.client.get(`/api/reports_agile/doc${q({ projectId: user.projectId, doc_type: "raid", format: "html" })}`)
    expect(raid.status, raid.text).toBe(200)
    expect(raid.json.html).toContain("Schedule and cost confidence")
    expect(raid.json.html).toContain(`The plan finishes on ${formatDay("2026-12-01")}`)
    expect(raid.json.html).toContain(formatDay(linked.finish.percentiles.P50.date))

    // links cleared: the chain again
    expect((await put(install.id, { predecessors: "" })).status).toBe(200)
    expect((await put(procure.id, { predecessors: "" })).status).toBe(200)
    expect((await run()).base.finish).toMatchObject({ days: 12, date: "2026-12-08" })
    expect(design.id).toBeGreaterThan(0)
  })
})
