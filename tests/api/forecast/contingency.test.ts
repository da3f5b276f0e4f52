// The budget's contingency method (issue 23): flat percentage (default, unchanged), risk exposure (EMV), or
// simulated P80 minus the base cost; the chosen method and its figures come back wherever the budget does.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { freeUserWithProject, paidUserWithProject, q } from "../waterfall/waterfall-support"

noticeIfPostgresSkipped("forecast contingency method")

describe.each(backends())("budget contingency method on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("percentage by default as before; EMV and simulated P80 carried into the totals; version-checked; paid plan", async () => {
    const p = await paidUserWithProject(server, "Contingency Methods")
    const ref = { project_id: p.projectId }
    const add = async (body: object) => (await p.client.post("/api/wbs/item", { ...ref, ...body })).json.item
    const phase = await add({ task: "Delivery" })
    await add({ task: "Design the service", parent_id: phase.id, duration_days: 5, resource: "Business Analyst" })
    const build = await add({ task: "Build the integration", parent_id: phase.id, duration_days: 15, resource: "Developer" })
    const risk = (await p.client.post("/api/risk/add", { ...ref, risk: { title: "Integration partner API changes", likelihood: "High", impact: "High" } })).json.risk
    const gen = await p.client.post("/api/budget/generate", {
      ...ref,
      project_name: p.projectName,
      scope_flags: { has_software: true },
      extras_text: { software: "Integration platform licence" },
      config: { contingency_pct: 0.1, default_rate: 100, currency: "AUD" }
    })
    expect(gen.status).toBe(200)
    const subtotal = gen.json.totals.labour_subtotal + gen.json.totals.deliverable_subtotal + gen.json.totals.external_subtotal
    expect(subtotal).toBeGreaterThan(0)
    // the flat percentage, exactly as the spec's rule: 10% of the subtotal
    expect(gen.json.contingency).toMatchObject({ method: "percentage", amount: gen.json.totals.contingency, version: 0 })
    expect(gen.json.totals.contingency).toBeCloseTo(subtotal * 0.1, 2)
    expect(gen.json.contingency.options.map((o: any) => o.method)).toEqual(["percentage", "risk_exposure", "simulated_p80"])

    await p.client.call("PUT", "/api/forecast/risks", { ...ref, items: [{ id: risk.id, probability: 0.5, cost_impact: 12_000, tasks: [build.id] }] })
    const emv = await p.client.call("PUT", "/api/forecast/contingency", { ...ref, method: "risk_exposure", version: 0 })
    expect(emv.status).toBe(200)
    expect(emv.json).toMatchObject({ method: "risk_exposure", method_version: 1, contingency: { method: "risk_exposure", amount: 6000, version: 1 } })
    const snap = await p.client.get(`/api/budget/snapshot${q(ref)}`)
    expect(snap.json.contingency).toMatchObject({ method: "risk_exposure", amount: 6000, label: "Risk exposure (EMV)" })
    expect(snap.json.totals.contingency).toBe(6000)
    expect(snap.json.totals.total).toBeCloseTo(subtotal + 6000, 2)
    expect(snap.json.totals.capex + snap.json.totals.opex).toBeCloseTo(snap.json.totals.total, 2)
    expect(snap.json.budget.totals.grand).toBe(snap.json.totals.total)

    // the budget summary report carries the same method and amount in its totals, and the edited risk's exposure
    const report = await p.client.get(`/api/reports/doc${q({ ...ref, doc_type: "budget_summary", format: "html" })}`)
    expect(report.status).toBe(200)
    expect(report.json.html).toContain("AUD 6,000 (Risk exposure (EMV))")
    expect(report.json.html).toContain("Schedule and cost confidence")
    const raid = await p.client.get(`/api/reports/doc${q({ ...ref, doc_type: "raid", format: "html" })}`)
    expect(raid.json.html).toMatch(/Integration partner API changes<\/td><td[^>]*>50%<\/td><td[^>]*>[^<]*<\/td><td[^>]*>AUD 12,000<\/td><td[^>]*>AUD 6,000</)

    const stale = await p.client.call("PUT", "/api/forecast/contingency", { ...ref, method: "simulated_p80", version: 0 })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ current_version: 1, current: { method: "risk_exposure" } })
    const p80 = await p.client.call("PUT", "/api/forecast/contingency", { ...ref, method: "simulated_p80", version: 1 })
    expect(p80.status).toBe(200)
    // the same figure as the forecast run with the project's seed: P80 of the cost minus the base cost
    const run = await p.client.post("/api/forecast/run", ref)
    const expected = run.json.contingency.find((o: any) => o.method === "simulated_p80").amount
    expect(expected).toBeGreaterThan(0)
    expect(p80.json.totals.contingency).toBe(expected)
    expect(p80.json.contingency.amount).toBe(expected)
    const split = await p.client.post("/api/budget/update_cost_types", { ...ref, updates: [] })
    expect(split.status).toBe(200)
    expect(split.json.totals.grand).toBe(p80.json.totals.total)

    expect((await p.client.call("PUT", "/api/forecast/contingency", { ...ref, method: "guess" })).status).toBe(400)
    const back = await p.client.call("PUT", "/api/forecast/contingency", { ...ref, method: "percentage" })
    expect(back.json.totals.contingency).toBe(gen.json.totals.contingency)

    const free = await freeUserWithProject(server, "Contingency Free")
    expect((await free.client.call("PUT", "/api/forecast/contingency", { project_id: free.projectId, method: "risk_exposure" })).status).toBe(402)
    expect((await free.client.call("PUT", "/api/forecast/contingency", { project_id: p.projectId, method: "risk_exposure" })).status).toBe(404)
  })
})
