// Issue 19: /budget/generate reads the budget cap the saved scope states (its constraints) and answers with the
// warning the Budget screen shows when the total is above it; the drafted extras say so beside the largest line.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { paidUserWithProject } from "./waterfall-support"

noticeIfPostgresSkipped("Budget cap warning")

const SCOPE = "Move the Westside outpatient clinic into Maple House in phased weekend moves and recommission the imaging equipment."

describe.each(backends())("Budget cap warning on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("warns when the budget totals more than the scope's cap, and not when the cap is above it", async () => {
    const { client, projectName } = await paidUserWithProject(server, "Clinic Move Budget Cap")
    expect((await client.post("/api/wbs/generate", { project_name: projectName, project_scope: SCOPE, base_start: "2026-01-05" })).status).toBe(200)
    const capAt = async (cap: string) => {
      const saved = await client.post("/api/scope/save", { project_name: projectName, scope: { constraints: [{ title: `Budget capped at ${cap}`, rationale: "Set by the board." }] }, in_scope: SCOPE })
      expect(saved.status).toBe(200)
      const budget = await client.post("/api/budget/generate", {
        project_name: projectName,
        scope_flags: { has_third_party: true },
        extras_text: { third_party: "Specialist medical equipment movers" },
        config: { currency: "AUD", default_rate: 120, contingency_pct: 0.1 }
      })
      expect(budget.status).toBe(200)
      return budget.json
    }
    const low = await capAt("A$5,000")
    const total = Math.round(low.budget.totals.total as number)
    expect(total).toBeGreaterThan(5000)
    expect(low.warning).toContain(`The drafted budget totals AUD ${total.toLocaleString("en")}, above the cap of A$5,000 in the brief.`)
    // the drafted line says it in the plan's words, not the brief's (issue 33's wording gate)
    expect(JSON.stringify(low.budget.items)).toMatch(/above the cap of A\$5,000: review the quantities or the cap/)
    const high = await capAt("A$90 million")
    expect(high.warning ?? "").not.toMatch(/above the cap/)
    // far under the named money says so (issue 33)
    expect(high.warning ?? "").toMatch(/% of the A\$90 million the brief names/)

    // the cap is compared with the total as shown: here contingency by risk exposure, twice the flat total
    const flat = Math.round(high.budget.totals.total as number)
    const risk = (await client.post("/api/risk/add", { project_name: projectName, risk: { title: "Imaging equipment damaged in transit", likelihood: "High", impact: "High" } })).json.risk
    expect((await client.call("PUT", "/api/forecast/risks", { project_name: projectName, items: [{ id: risk.id, probability: 0.5, cost_impact: 4 * flat }] })).status).toBe(200)
    expect((await client.call("PUT", "/api/forecast/contingency", { project_name: projectName, method: "risk_exposure" })).status).toBe(200)
    const cap = `A$${Math.round(flat * 1.5).toLocaleString("en")}`
    const emv = await capAt(cap)
    const shown = Math.round(emv.budget.totals.total as number)
    expect(emv.contingency.method).toBe("risk_exposure")
    expect(shown).toBeGreaterThan(flat * 1.5)
    expect(emv.warning).toContain(`The drafted budget totals AUD ${shown.toLocaleString("en")}, above the cap of ${cap} in the brief.`)
  })
})
