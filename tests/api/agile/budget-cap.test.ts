// Issue 19: /budget/agile/generate reads the budget cap the saved agile scope states (its constraints) and answers
// with the same warning as the waterfall /budget/generate when the total is above it, and none when it is below.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { agileUser } from "./agile-support"

noticeIfPostgresSkipped("Agile budget cap warning")

describe.each(backends())("Agile budget cap warning on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("warns when the budget totals more than the scope's cap, and not when the cap is above it", async () => {
    const user = await agileUser(server.url, "Court Booking Budget Cap")
    const ref = { project_id: user.projectId }
    const capAt = async (cap: string) => {
      const scope = {
        vision: { text: "Online court booking for Riverside Tennis Club's 700 members.", north_star_metric: "Courts booked online" },
        constraints: [{ title: `Budget capped at ${cap}`, rationale: "Set by the club committee." }]
      }
      expect((await user.client.post("/api/agile/scope/save", { ...ref, data: scope, overwrite: true })).status).toBe(200)
      const budget = await user.client.post("/api/budget/agile/generate", {
        ...ref,
        scope_flags: { has_software: true, has_third_party: false },
        extras_text: { software: "Court booking SaaS licence", third_party: "" },
        labour_rollup: "sprint_parent_only"
      })
      expect(budget.status).toBe(200)
      return budget.json
    }
    expect((await user.client.post("/api/agile/schedule/generate_plan", { ...ref, base_start: "2026-01-05" })).status).toBe(200)
    const low = await capAt("A$5,000")
    const total = Math.round(low.budget.totals.total as number)
    expect(total).toBeGreaterThan(5000)
    expect(low.warning).toBe(`The drafted budget totals AUD ${total.toLocaleString("en")}, above the cap of A$5,000 in the brief.`)
    const high = await capAt("A$90 million")
    // no cap warning; a budget far under the named money says so (issue 33)
    expect(high.warning ?? "").not.toMatch(/above the cap/)
    expect(high.warning).toMatch(/^The drafted budget totals AUD [\d,]+, 0% of the A\$90 million the brief names/)

    // the cap is compared with the total as shown: here contingency by risk exposure, twice the flat total
    const flat = Math.round(high.budget.totals.total as number)
    const risk = (await user.client.post("/api/risk/add", { ...ref, risk: { title: "Payment provider changes its API", likelihood: "High", impact: "High" } })).json.risk
    expect((await user.client.call("PUT", "/api/forecast/risks", { ...ref, items: [{ id: risk.id, probability: 0.5, cost_impact: 4 * flat }] })).status).toBe(200)
    expect((await user.client.call("PUT", "/api/forecast/contingency", { ...ref, method: "risk_exposure" })).status).toBe(200)
    const cap = `A$${Math.round(flat * 1.5).toLocaleString("en")}`
    const emv = await capAt(cap)
    const shown = Math.round(emv.budget.totals.total as number)
    expect(emv.contingency.method).toBe("risk_exposure")
    expect(shown).toBeGreaterThan(flat * 1.5)
    expect(emv.warning).toBe(`The drafted budget totals AUD ${shown.toLocaleString("en")}, above the cap of ${cap} in the brief.`)
  })
})
