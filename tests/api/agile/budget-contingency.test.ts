// The agile budget's contingency method (issue 23), as the waterfall budget's: flat percentage (default,
// unchanged), risk exposure (EMV) or simulated P80 minus the base cost, carried into the totals of
// /budget/agile/generate and /budget/agile/snapshot with `contingency` {method, amount, options, version}.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { agileUser } from "./agile-support"

noticeIfPostgresSkipped("Agile budget contingency method")

describe.each(backends())("Agile budget contingency method on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("percentage by default as before; EMV and simulated P80 in the totals of snapshot and generate", async () => {
    const user = await agileUser(server.url, "Agile Contingency Methods")
    const ref = { project_id: user.projectId }
    expect((await user.client.post("/api/agile/schedule/generate_plan", { ...ref, base_start: "2026-01-05" })).status).toBe(200)
    const generate = async () => {
      const r = await user.client.post("/api/budget/agile/generate", {
        ...ref,
        scope_flags: { has_software: true, has_third_party: false },
        extras_text: { software: "Court booking SaaS licence", third_party: "" },
        labour_rollup: "sprint_parent_only"
      })
      expect(r.status, r.text).toBe(200)
      return r.json
    }
    const snapshot = async () => (await user.client.get(`/api/budget/agile/snapshot?project_id=${user.projectId}`)).json

    const gen = await generate()
    const t = gen.budget.totals
    const subtotal = t.labour_subtotal + t.deliverable_subtotal + t.external_subtotal
    expect(subtotal).toBeGreaterThan(0)
    // the flat percentage, exactly as the spec's rule
    expect(t.contingency).toBeCloseTo(subtotal * gen.budget.contingency_pct, 2)
    expect(gen.contingency).toMatchObject({ method: "percentage", amount: t.contingency, version: 0 })
    expect(gen.contingency.options.map((o: any) => o.method)).toEqual(["percentage", "risk_exposure", "simulated_p80"])
    expect((await snapshot()).budget.totals).toEqual(t)

    const risk = (await user.client.post("/api/risk/add", { ...ref, risk: { title: "Payment provider changes its API", likelihood: "High", impact: "High" } })).json.risk
    expect((await user.client.call("PUT", "/api/forecast/risks", { ...ref, items: [{ id: risk.id, probability: 0.5, cost_impact: 12_000 }] })).status).toBe(200)
    expect((await user.client.call("PUT", "/api/forecast/contingency", { ...ref, method: "risk_exposure", version: 0 })).status).toBe(200)
    const emv = await snapshot()
    expect(emv.contingency).toMatchObject({ method: "risk_exposure", amount: 6000, label: "Risk exposure (EMV)", version: 1 })
    expect(emv.budget.totals.contingency).toBe(6000)
    expect(emv.budget.totals.total).toBeCloseTo(subtotal + 6000, 2)
    expect(emv.budget.totals.capex + emv.budget.totals.opex).toBeCloseTo(emv.budget.totals.total, 2)
    expect(emv.budget.subtotals.grand).toBe(emv.budget.totals.total)

    expect((await user.client.call("PUT", "/api/forecast/contingency", { ...ref, method: "simulated_p80", version: 1 })).status).toBe(200)
    const again = await generate()
    // the same figure as the forecast run with the project's seed: P80 of the cost minus the base cost
    const run = await user.client.post("/api/forecast/run", ref)
    expect(run.status, run.text).toBe(200)
    const p80 = run.json.contingency.find((o: any) => o.method === "simulated_p80").amount
    expect(p80).toBeGreaterThan(0)
    expect(again.contingency).toMatchObject({ method: "simulated_p80", amount: p80, version: 2 })
    expect(again.budget.totals.contingency).toBe(p80)
    expect((await snapshot()).budget.totals.contingency).toBe(p80)

    expect((await user.client.call("PUT", "/api/forecast/contingency", { ...ref, method: "percentage" })).status).toBe(200)
    const back = await snapshot()
    expect(back.contingency.method).toBe("percentage")
    expect(back.budget.totals.contingency).toBe(again.contingency.options.find((o: any) => o.method === "percentage").amount)
  })
})
