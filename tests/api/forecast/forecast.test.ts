// Schedule and cost confidence in the product (issue 23): three-point estimates and risk impacts read and
// edited per project (version-checked, own projects only, paid plan), and the seeded forecast run.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FORECAST_ESTIMATE_ORDER, FORECAST_NOT_A_LEAF, FORECAST_RISK_NOT_FOUND, FORECAST_TASK_NOT_FOUND } from "@initpack/core/messages/forecast"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { freeUserWithProject, paidUserWithProject, q, wbsAdder } from "../waterfall/waterfall-support"

noticeIfPostgresSkipped("forecast API")

describe.each(backends())("forecast API on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  /** Phase A {Design 4d, Build 10d}, Phase B {Procure vendor platform 6d}, a budget, and two risks. */
  const project = async (name: string) => {
    const user = await paidUserWithProject(server, name)
    const add = wbsAdder(user) as (body: object) => Promise<{ id: number; version: number }>
    const phaseA = await add({ task: "Phase A" })
    const design = await add({ task: "Design the booking flow", parent_id: phaseA.id, duration_days: 4 })
    const build = await add({ task: "Build the booking service", parent_id: phaseA.id, duration_days: 10 })
    const phaseB = await add({ task: "Phase B" })
    const procure = await add({ task: "Procure vendor platform", parent_id: phaseB.id, duration_days: 6 })
    const risk = async (title: string, likelihood: string, impact: string) => {
      const r = await user.client.post("/api/risk/add", { project_id: user.projectId, risk: { title, likelihood, impact } })
      if (r.status !== 200) throw new Error(`risk failed: ${r.status} ${r.text}`)
      return r.json.risk as { id: number }
    }
    const vendor = await risk("Vendor platform delivered late", "High", "High")
    const staff = await risk("Key developer leaves", "Low", "Medium")
    const ref = { project_id: user.projectId }
    const estimates = async () => (await user.client.get(`/api/forecast/estimates${q(ref)}`)).json
    const risks = async () => (await user.client.get(`/api/forecast/risks${q(ref)}`)).json
    const run = (body: object = {}) => user.client.post("/api/forecast/run", { ...ref, ...body })
    const putEstimates = (body: object) => user.client.call("PUT", "/api/forecast/estimates", { ...ref, ...body })
    const putRisks = (body: object) => user.client.call("PUT", "/api/forecast/risks", { ...ref, ...body })
    return { ...user, ref, phaseA, design, build, phaseB, procure, vendor, staff, estimates, risks, run, putEstimates, putRisks }
  }

  it("answers each leaf's proposed three points (most likely = its duration), edits them with a version, resets them", async () => {
    const p = await project("Forecast Estimates")
    const first = await p.estimates()
    expect(first.version).toBe(0)
    expect(first.items.map((i: any) => [i.id, i.most_likely, i.edited])).toEqual([
      [p.design.id, 4, false],
      [p.build.id, 10, false],
      [p.procure.id, 6, false]
    ])
    // the proposal's spread follows the task's nature: procurement is wider than design
    const procure = first.items.find((i: any) => i.id === p.procure.id)
    expect(procure).toMatchObject({ optimistic: 5.5, pessimistic: 10, proposed: { optimistic: 5.5, most_likely: 6, pessimistic: 10 } })

    const saved = await p.putEstimates({ version: 0, items: [{ id: p.build.id, optimistic: 8, pessimistic: 25 }] })
    expect(saved.status).toBe(200)
    expect(saved.json.version).toBe(1)
    expect(saved.json.items.find((i: any) => i.id === p.build.id)).toMatchObject({ optimistic: 8, most_likely: 10, pessimistic: 25, edited: true })
    const stale = await p.putEstimates({ version: 0, items: [{ id: p.build.id, optimistic: 9 }] })
    expect(stale.status).toBe(409)
    expect(stale.json.current_version).toBe(1)
    expect(stale.json.current.items.find((i: any) => i.id === p.build.id).optimistic).toBe(8)

    // a row with subtasks, another project's row or a wrong order is refused and nothing is written
    const summary = await p.putEstimates({ version: 1, items: [{ id: p.phaseA.id, optimistic: 1, pessimistic: 2 }] })
    expect([summary.status, summary.json.error]).toEqual([404, FORECAST_NOT_A_LEAF])
    const order = await p.putEstimates({ version: 1, items: [{ id: p.design.id, optimistic: 5, pessimistic: 6 }] })
    expect([order.status, order.json.error]).toEqual([400, FORECAST_ESTIMATE_ORDER])
    expect((await p.putEstimates({ version: 1, items: [{ id: p.design.id, optimistic: -1 }] })).status).toBe(400)
    expect((await p.estimates()).version).toBe(1)

    // the most likely follows the task's duration; the edited spread stays
    const moved = await p.client.call("PUT", `/api/wbs/item/${p.build.id}`, { task: "Build the booking service", duration_days: 12, version: p.build.version })
    expect(moved.status).toBe(200)
    expect((await p.estimates()).items.find((i: any) => i.id === p.build.id)).toMatchObject({ optimistic: 8, most_likely: 12, pessimistic: 25 })

    const reset = await p.putEstimates({ items: [{ id: p.build.id, reset: true }] })
    expect(reset.status).toBe(200)
    expect(reset.json.version).toBe(2)
    expect(reset.json.items.find((i: any) => i.id === p.build.id)).toMatchObject({ most_likely: 12, edited: false })
    const stored = await server.db.client.query("SELECT estimates, estimates_version FROM forecast_settings WHERE project_id = $1", [p.projectId])
    expect(Number(stored[0]!.estimates_version)).toBe(2)
  })

  it("answers each risk with its probability from the likelihood table, edits impacts and affected tasks with a version", async () => {
    const p = await project("Forecast Risks")
    const first = await p.risks()
    expect(first.version).toBe(0)
    const vendor = first.items.find((r: any) => r.id === p.vendor.id)
    const staff = first.items.find((r: any) => r.id === p.staff.id)
    // docs/forecast.md: High 0.4, Low 0.1; the vendor risk is proposed to delay the procurement task
    expect([vendor.likelihood, vendor.probability, staff.probability]).toEqual(["High", 0.4, 0.1])
    expect(vendor.tasks).toEqual([p.procure.id])
    expect(vendor.schedule_days).toBeGreaterThanOrEqual(1)

    const edit = await p.putRisks({ version: 0, items: [{ id: p.vendor.id, probability: 0.5, schedule_days: 8, cost_impact: 40_000, tasks: [p.procure.id, p.build.id] }] })
    expect(edit.status).toBe(200)
    expect(edit.json.version).toBe(1)
    expect(edit.json.items.find((r: any) => r.id === p.vendor.id)).toMatchObject({ probability: 0.5, schedule_days: 8, cost_impact: 40_000, exposure: 20_000, tasks: [p.procure.id, p.build.id], edited: true })
    // a field left out keeps its value
    const partial = await p.putRisks({ version: 1, items: [{ id: p.vendor.id, probability: 0.6 }] })
    expect(partial.json.items.find((r: any) => r.id === p.vendor.id)).toMatchObject({ probability: 0.6, cost_impact: 40_000, schedule_days: 8 })
    expect((await p.putRisks({ version: 1, items: [{ id: p.vendor.id, probability: 0.1 }] })).status).toBe(409)
    expect((await p.putRisks({ items: [{ id: p.vendor.id, probability: 1.5 }] })).status).toBe(400)
    const unknown = await p.putRisks({ items: [{ id: 999_999, probability: 0.5 }] })
    expect([unknown.status, unknown.json.error]).toEqual([404, FORECAST_RISK_NOT_FOUND])
    const otherTask = await p.putRisks({ items: [{ id: p.vendor.id, tasks: [999_999] }] })
    expect([otherTask.status, otherTask.json.error]).toEqual([400, FORECAST_TASK_NOT_FOUND])
    expect((await p.risks()).version).toBe(2)
  })

  it("runs a seeded forecast: same seed same numbers, the project's seed by default, edits move the percentiles", async () => {
    const p = await project("Forecast Run")
    const one = await p.run({ iterations: 2000, seed: 7 })
    expect(one.status).toBe(200)
    const two = await p.run({ iterations: 2000, seed: 7 })
    expect(two.json).toEqual(one.json)
    expect(one.json).toMatchObject({ iterations: 2000, seed: 7, distribution: "triangular", links: "chain" })
    expect(one.json.base.finish.days).toBe(20)
    const f = one.json.finish.percentiles
    expect(f.P10.days).toBeLessThanOrEqual(f.P50.days)
    expect(f.P50.days).toBeLessThanOrEqual(f.P80.days)
    expect(f.P80.days).toBeLessThanOrEqual(f.P95.days)
    expect(one.json.finish.histogram.reduce((n: number, b: any) => n + b.count, 0)).toBe(2000)
    expect(one.json.drivers.length).toBeGreaterThan(0)
    expect(one.json.contingency.map((c: any) => c.method)).toEqual(["percentage", "risk_exposure", "simulated_p80"])

    const byDefault = await p.run({ iterations: 500 })
    expect((await p.run({ iterations: 500 })).json).toEqual(byDefault.json)
    expect(byDefault.json.seed).not.toBe(7)

    // a wide build spread and a certain risk move the finish; the risk's cost moves every cost percentile by its impact
    await p.putEstimates({ items: [{ id: p.build.id, optimistic: 10, pessimistic: 40 }] })
    await p.putRisks({ items: [{ id: p.vendor.id, probability: 1, schedule_days: 5, cost_impact: 30_000, tasks: [p.procure.id] }, { id: p.staff.id, probability: 0 }] })
    const wide = await p.run({ iterations: 2000, seed: 7 })
    expect(wide.json.finish.percentiles.P80.days).toBeGreaterThan(f.P80.days + 3)
    // no budget yet: the only cost is the certain risk's (the proposed impacts scale with a base cost of 0)
    expect(one.json.cost.percentiles.P95).toBe(0)
    expect([wide.json.cost.percentiles.P10, wide.json.cost.percentiles.P95]).toEqual([30_000, 30_000])
    expect(wide.json.risks.find((r: any) => r.id === String(p.vendor.id))).toMatchObject({ occurred: 1, exposure: 30_000 })
    expect(wide.json.drivers[0]).toMatchObject({ kind: "task", id: String(p.build.id) })

    expect((await p.run({ iterations: 0 })).status).toBe(400)
    expect((await p.run({ distribution: "normal" })).status).toBe(400)
  })

  it("another user sees and changes nothing of a project; a free plan reads but does not edit or run", async () => {
    const a = await project("Forecast Owner")
    await a.putEstimates({ items: [{ id: a.build.id, optimistic: 9, pessimistic: 20 }] })
    const b = await project("Forecast Other")
    const theirs = { project_id: a.projectId }
    expect((await b.client.get(`/api/forecast/estimates${q(theirs)}`)).status).toBe(404)
    expect((await b.client.get(`/api/forecast/risks${q(theirs)}`)).status).toBe(404)
    expect((await b.client.post("/api/forecast/run", theirs)).status).toBe(404)
    expect((await b.client.call("PUT", "/api/forecast/estimates", { ...theirs, items: [{ id: a.build.id, optimistic: 1, pessimistic: 99 }] })).status).toBe(404)
    expect((await b.client.call("PUT", "/api/forecast/risks", { ...theirs, items: [{ id: a.vendor.id, probability: 1 }] })).status).toBe(404)
    // their own project: another project's task or risk is not theirs
    expect((await b.putEstimates({ items: [{ id: a.build.id, optimistic: 1, pessimistic: 99 }] })).status).toBe(404)
    expect((await b.putRisks({ items: [{ id: a.vendor.id, probability: 1 }] })).status).toBe(404)
    expect((await b.putRisks({ items: [{ id: b.vendor.id, tasks: [a.build.id] }] })).status).toBe(400)
    const mine = await a.estimates()
    expect(mine.version).toBe(1)
    expect(mine.items.find((i: any) => i.id === a.build.id)).toMatchObject({ optimistic: 9, pessimistic: 20 })
    expect((await a.risks()).version).toBe(0)
    expect((await b.estimates()).version).toBe(0)

    const free = await freeUserWithProject(server, "Forecast Free")
    const ref = { project_id: free.projectId }
    expect((await free.client.get(`/api/forecast/estimates${q(ref)}`)).status).toBe(200)
    expect((await free.client.post("/api/forecast/run", ref)).status).toBe(402)
    expect((await free.client.call("PUT", "/api/forecast/estimates", { ...ref, items: [] })).status).toBe(402)
    expect((await free.client.call("PUT", "/api/forecast/risks", { ...ref, items: [] })).status).toBe(402)
    // signed out
    const { ApiClient } = await import("../../support/server")
    expect((await new ApiClient(server.url).get(`/api/forecast/estimates${q(ref)}`)).status).toBe(401)
  })
})
