import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { backends, noticeIfPostgresSkipped, startTestServer, type TestServer } from "../../support/server"
import { BUDGET_CSV_COLUMNS } from "@initpack/core/rules/budget/budget-csv"
import { projectWeeks } from "@initpack/core/rules/budget/project-weeks"
import { FREE_BUDGET_ROUGH } from "@initpack/core/messages/platform-plans"
import { BUDGET_PROJECT_NAME_REQUIRED_TO_EXPORT } from "@initpack/core/messages/budget"
import { freeUserWithProject, paidUserWithProject, q } from "./waterfall-support"

noticeIfPostgresSkipped("waterfall module walk")

const cents = (n: number) => Math.round(n * 100)

describe.each(backends())("waterfall module walk on %s", (backend) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer(backend)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("scope -> stakeholders -> risk -> WBS -> budget -> comms with the offline drafter", async () => {
    const { client, projectName, projectId } = await paidUserWithProject(server, "Clinic Booking Portal")
    const scope = await client.post("/api/scope/generate", {
      project_name: projectName,
      delivery_approach: "Waterfall",
      procurement: "Software",
      third_parties: "Vendor",
      clarification_answers: { background: "Patients book GP appointments by phone; the clinic wants online booking with SMS reminders." }
    })
    expect(scope.status).toBe(200)
    const sc = scope.json.scope

    const sh = await client.post("/api/stakeholder/upsert", {
      project_name: projectName,
      stakeholders: [
        { name: "Dr Amelia Ross", role: "Practice Principal", influence: 9, interest: 9 },
        { name: "Tom Baker", role: "Practice Manager", influence: 7, interest: 9 },
        { name: "Nina Ortiz", role: "Reception Lead", influence: 3, interest: 8 }
      ]
    })
    expect(sh.json.stakeholders).toHaveLength(3)
    const raci = await client.post("/api/stakeholder/strategy_raci", { project_name: projectName, rows: sh.json.stakeholders, overwrite: true })
    expect(raci.json.suggestions.filter((s: any) => s.matched)).toHaveLength(3)
    const matrix = await client.post("/api/stakeholder/matrix", { project_name: projectName })
    expect((await client.get("/api" + matrix.json.matrix_image_path)).text).toContain("Nina Ortiz")

    const context = [sc.in_scope, ...sc.constraints.map((c: any) => c.title)].join("\n")
    const risks = await client.post("/api/risk/generate", { project_name: projectName, text: context })
    const list = (await client.get(`/api/risk/list${q({ project_name: projectName })}`)).json.risks
    expect(list).toHaveLength(risks.json.count)
    for (const r of list) expect(["Very Low", "Low", "Medium", "High", "Very High"]).toContain(r.rag_label)

    const wbs = await client.post("/api/wbs/generate", { project_name: projectName, project_scope: sc.in_scope, base_start: "2025-02-03" })
    expect(wbs.json.inserted_rows).toBeGreaterThan(0)
    const items = (await client.get(`/api/wbs${q({ project_id: projectId })}`)).json.items

    const budget = await client.post("/api/budget/generate", {
      project_name: projectName,
      scope_flags: { has_software: true, has_hardware: false, has_third_party: true },
      extras_text: { software: "Booking SaaS licence and SMS gateway", third_party: "" },
      pm_config: { role_name: "Project Manager", mode: "partial", percent: 50, hours_per_day: 8, days_per_week: 5 },
      labour_rollup: "phase_parent_only",
      config: { contingency_pct: 0.15, default_rate: 120, rates: { "Business Analyst": 110 }, deliverable_overrides: { "Kiosk tablets": 4000 }, currency: "AUD" }
    })
    expect(budget.status).toBe(200)
    expect(budget.json.warning).toBe("Missing optional details: third-party specifics")
    const b = budget.json.budget
    const t = b.totals
    // waterfall.md §9: contingency counts as OpEx, so CAPEX + OPEX = total; subtotals + contingency = total
    expect(cents(t.capex) + cents(t.opex)).toBe(cents(t.total))
    expect(cents(t.labour_subtotal) + cents(t.deliverable_subtotal) + cents(t.external_subtotal) + cents(t.contingency)).toBe(cents(t.total))
    expect(cents(t.contingency)).toBe(Math.round((cents(t.labour_subtotal) + cents(t.deliverable_subtotal) + cents(t.external_subtotal)) * 0.15))
    // PM line: rate x 8 x 5 x weeks x 50% (weeks from the WBS dates)
    const weeks = projectWeeks(items).weeks
    const pm = b.items.find((i: any) => i.item.includes("Project Manager"))
    expect(pm.estimated_cost).toBe(120 * 8 * 5 * weeks * 0.5)
    expect(budget.json.weeks.weeks).toBe(weeks)
    // labour rolled up per phase: one OPEX line per phase with labour
    const labour = b.items.filter((i: any) => i.category === "Labour" && i.rollup)
    expect(labour.length).toBeGreaterThan(0)
    for (const l of labour) expect(l.cost_type).toBe("OPEX")
    expect(b.items.find((i: any) => i.item === "Kiosk tablets")).toMatchObject({ estimated_cost: 4000, cost_type: "CAPEX" })
    expect(b.items.some((i: any) => i.category === "Software")).toBe(true)

    // Save & Recalculate CapEx/OpEx: a rollup stays OPEX, the kiosk moves to OPEX
    const kiosk = b.items.find((i: any) => i.item === "Kiosk tablets")
    const upd = await client.post("/api/budget/update_cost_types", {
      project_name: projectName,
      version: budget.json.version,
      updates: [{ id: kiosk.id, cost_type: "OPEX" }, { id: labour[0].id, cost_type: "CAPEX" }]
    })
    expect(upd.status).toBe(200)
    expect(cents(upd.json.totals.capex)).toBe(cents(t.capex) - 400000)
    expect(cents(upd.json.totals.opex)).toBe(cents(t.opex) + 400000)
    expect(cents(upd.json.totals.grand)).toBe(cents(t.total))
    const stale = await client.post("/api/budget/update_cost_types", { project_name: projectName, version: budget.json.version, updates: [] })
    expect(stale.status).toBe(409)
    const snap = (await client.get(`/api/budget/snapshot${q({ project_name: projectName })}`)).json
    expect(snap.budget.items.find((i: any) => i.item === "Kiosk tablets").cost_type).toBe("OPEX")

    const csv = await client.get(`/api/budget/export${q({ project_name: projectName })}`)
    expect(csv.headers.get("content-disposition")).toMatch(/filename="budget_Clinic_Booking_Portal_\d{4}-\d{2}-\d{2}\.csv"/)
    expect(csv.text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(BUDGET_CSV_COLUMNS.join(","))
    const noName = await client.get("/api/budget/export")
    expect(noName.status).toBe(400)
    expect(noName.json.error).toBe(BUDGET_PROJECT_NAME_REQUIRED_TO_EXPORT)
    expect((await client.get("/api/budget/defaults")).json).toMatchObject({ contingency_pct: 0.1, default_rate: 100, deliverable_overrides: {} })

    const pre = (await client.get(`/api/comms/prefill${q({ project_name: projectName, project_approach: "Waterfall" })}`)).json.suggested_context
    expect(pre).toContain("Dr Amelia Ross")
    expect(pre).toContain(list.sort((x: any, y: any) => y.rag_score - x.rag_score)[0].title)
    const comms = await client.post("/api/comms/shortplan", { project_name: projectName, context: pre, project_approach: "Waterfall", project_method: "PRINCE2" })
    expect(comms.json.saved_id).toBeGreaterThan(0)
    expect(comms.json.plan.objectives.length).toBeGreaterThan(0)
  })

  it("free plan: rough budget (no extras, no cost-type split)", async () => {
    const { client, projectName } = await freeUserWithProject(server)
    const gen = await client.post("/api/budget/generate", { project_name: projectName, scope_flags: { has_software: true }, extras_text: { software: "CRM" } })
    expect(gen.status).toBe(200)
    expect(gen.json.rough).toBe(true)
    expect(gen.json.budget.items.some((i: any) => i.category === "Software")).toBe(false)
    const split = await client.post("/api/budget/update_cost_types", { project_name: projectName, updates: [] })
    expect(split.status).toBe(402)
    expect(split.json.message).toBe(FREE_BUDGET_ROUGH)
  })
})
