// The agile mode of the Budget and Reports screens (agile.md §2, §5, §7, §9): pure parts.
import { describe, expect, it } from "vitest"
import { AGILE_FALLBACK_FORM, agileGenerateBody, withAgileDefaults, withAgileSaved } from "../src/features/budget/lib/agile-budget-form"
import { formProblems, type BudgetForm, type KnownCost } from "../src/features/budget/lib/budget-form"
import { BUDGET_MODES, budgetApiBase } from "../src/features/budget/lib/budget-mode"
import { parseBudgetAnswer } from "../src/features/budget/lib/budget-result"
import { AGILE_PACK_ENTRIES, AGILE_REPORT_DOCUMENTS, isReportDocType } from "../src/features/reports/data/report-choices"
import { AGILE_READINESS_MODULES, readinessRow } from "../src/features/reports/lib/readiness"
import { REPORTS_MODES, reportsApiBase } from "../src/features/reports/lib/reports-mode"

const cost = (name: string, amount = ""): KnownCost => ({ key: name, name, amount, source: "user" })

/** GET /budget/agile/defaults as the server answers it (docs/api.md). */
const DEFAULTS = {
  contingency_pct: 0.1,
  default_rate: 110,
  rates: { "Project Manager": 130, "Scrum Master": 120 },
  deliverable_overrides: {},
  currency: "AUD",
  region: "AU",
  pricing_horizon_months: 12,
  labour_rollup: "sprint_parent_only",
  pm_config: { role_name: "Project Manager", mode: "partial", percent: 50, rate: 130, hours_per_day: 8, days_per_week: 5 },
  sm_config: { role_name: "Scrum Master", mode: "partial", percent: 50, rate: 120, hours_per_day: 8, days_per_week: 5 }
}

describe("Agile Budget form", () => {
  it("§9: the earlier fallback (0.1, rate 100) until the defaults load; PM and SM part time 50%; labour collapsed", () => {
    expect(AGILE_FALLBACK_FORM).toMatchObject({ contingency: "0.1", defaultRate: "100", collapseLabour: true, pmMode: "partial", pmPercent: "50", smMode: "partial", smPercent: "50" })
    const form = withAgileDefaults(AGILE_FALLBACK_FORM, DEFAULTS)
    expect(form).toMatchObject({ defaultRate: "110", currency: "AUD", collapseLabour: true, pmMode: "partial", smMode: "partial", smPercent: "50" })
    expect(form.rates.map((r) => [r.role, r.rate])).toEqual([["Project Manager", "130"], ["Scrum Master", "120"]])
    expect(withAgileDefaults(AGILE_FALLBACK_FORM, { ...DEFAULTS, labour_rollup: "detailed", sm_config: { mode: "full_time" } })).toMatchObject({ collapseLabour: false, smMode: "full_time" })
    expect(withAgileDefaults(AGILE_FALLBACK_FORM, null)).toEqual(AGILE_FALLBACK_FORM)
  })

  it("§5: PM and SM percent 0-100, checked only when part time", () => {
    expect(formProblems({ ...AGILE_FALLBACK_FORM, smPercent: "101" }).map((p) => p.field)).toEqual(["sm-percent"])
    expect(formProblems({ ...AGILE_FALLBACK_FORM, pmPercent: "-1", smPercent: "" }).map((p) => p.field)).toEqual(["pm-percent", "sm-percent"])
    expect(formProblems({ ...AGILE_FALLBACK_FORM, smMode: "full_time", smPercent: "500" })).toEqual([])
  })

  it("§7: the generate body: Software and Third-party only, both roles at their rate-card rates, sprint roll-up, amounts above 0", () => {
    const base = withAgileDefaults(AGILE_FALLBACK_FORM, DEFAULTS)
    const form: BudgetForm = {
      ...base,
      extras: { software: { ticked: true, text: "MDM licences" }, hardware: { ticked: true, text: "never sent" }, third_party: { ticked: false, text: "left over" } },
      costs: [cost("Store accounts", "2500"), cost("Party", "0"), cost("Unpriced"), cost("Kit", "-5")],
      pmPercent: "40",
      smMode: "full_time",
      rates: base.rates.map((r) => (r.role === "Scrum Master" ? { ...r, rate: "125" } : r))
    }
    const body = agileGenerateBody(form, "Bank app", 9)
    expect(body).toEqual({
      project_name: "Bank app",
      project_id: 9,
      scope_flags: { has_software: true, has_third_party: false },
      extras_text: { software: "MDM licences", third_party: "" },
      pm_config: { role_name: "Project Manager", mode: "partial", percent: 40, rate: 130, hours_per_day: 8, days_per_week: 5 },
      sm_config: { role_name: "Scrum Master", mode: "full_time", percent: 100, rate: 125, hours_per_day: 8, days_per_week: 5 },
      labour_rollup: "sprint_parent_only",
      config: {
        contingency_pct: 0.1,
        default_rate: 110,
        rates: { "Project Manager": 130, "Scrum Master": 125 },
        apply_deliverables: true,
        deliverable_overrides: { "Store accounts": 2500 },
        currency: "AUD",
        region: "AU",
        pricing_horizon_months: 12
      }
    })
    expect(agileGenerateBody({ ...form, collapseLabour: false, rates: [] }, "Bank app", undefined)).toMatchObject({
      labour_rollup: "detailed",
      pm_config: { rate: 130 },
      sm_config: { rate: 120 }
    })
    expect(agileGenerateBody(form, "Bank app", undefined)).not.toHaveProperty("project_id")
  })

  it("a reload brings back the saved options: currency, contingency, roll-up from the snapshot; PM/SM from their lines; one-off costs", () => {
    expect(parseBudgetAnswer({ ok: true, budget: null, version: 0 })).toBeUndefined()
    const parsed = parseBudgetAnswer({
      ok: true,
      version: 3,
      budget: {
        items: [
          { id: 1, category: "Labour", item: "Project Manager", estimated_cost: 20800, justification: "40% x 10 weeks = 160 h x 130/h", cost_type: "OPEX", phase: null, rollup: false },
          { id: 2, category: "Labour", item: "Scrum Master", estimated_cost: 48000, justification: "100% x 10 weeks = 400 h x 120/h", cost_type: "OPEX", phase: null, rollup: false },
          { id: 3, category: "Labour", item: "Sprint 1 labour", estimated_cost: 8800, justification: "1 task line, 80 h", cost_type: "OPEX", phase: "Execution", rollup: true },
          { id: 4, category: "Deliverable", item: "Store accounts", estimated_cost: 2500, justification: "Known one-off cost", cost_type: "OPEX", phase: null, rollup: false }
        ],
        totals: { labour_subtotal: 77600, deliverable_subtotal: 2500, external_subtotal: 0, contingency: 8010, total: 88110, capex: 0, opex: 88110 },
        currency: "NZD",
        contingency_pct: 0.15,
        labour_rollup: "detailed"
      }
    })!
    expect(parsed.version).toBe(3)
    expect(parsed.config).toEqual({ currency: "NZD", contingency_pct: 0.15, labour_rollup: "detailed" })
    const form = withAgileSaved(withAgileDefaults(AGILE_FALLBACK_FORM, DEFAULTS), parsed.config, parsed.lines)
    expect(form).toMatchObject({ currency: "NZD", contingency: "0.15", collapseLabour: false, pmMode: "partial", pmPercent: "40", smMode: "full_time" })
    expect(form.costs.map((c) => [c.name, c.amount])).toEqual([["Store accounts", "2500"]])
  })

  it("modes: the agile API prefix, extras, labels and the agile pending note", () => {
    expect(budgetApiBase("agile")).toBe("/budget/agile")
    expect(budgetApiBase()).toBe("/budget")
    expect(BUDGET_MODES.agile).toMatchObject({ extras: ["software", "third_party"], collapseLabel: "Collapse labour to sprint/phase", pendingText: "Pending edits not saved until Save & Recalculate.", scrumMaster: true })
    expect(BUDGET_MODES.waterfall.extras).toEqual(["software", "hardware", "third_party"])
  })
})

describe("Agile Reports", () => {
  it("§2: the agile documents, /reports_agile, and the pack contents", () => {
    expect(reportsApiBase("agile")).toBe("/reports_agile")
    expect(reportsApiBase()).toBe("/reports")
    expect(AGILE_REPORT_DOCUMENTS.map((d) => d.value)).toEqual(["agile_overview", "stakeholders_raci", "agile_roadmap_plan", "raid", "budget_summary", "comms_plan"])
    expect(AGILE_REPORT_DOCUMENTS.find((d) => d.value === "raid")!.label).toBe("RAID / Risk Summary")
    expect(AGILE_REPORT_DOCUMENTS.find((d) => d.value === "budget_summary")!.label).toBe("Budget (Agile)")
    expect(REPORTS_MODES.agile.firstDocument).toBe("agile_overview")
    expect(REPORTS_MODES.agile.packContents.slice(0, 7)).toEqual(["Overview", "Lean BC", "Stakeholders", "Roadmap & Plan", "RAID", "Budget", "Comms"])
    expect(AGILE_PACK_ENTRIES).toHaveLength(8)
    expect(isReportDocType("pid", AGILE_REPORT_DOCUMENTS)).toBe(false)
    expect(isReportDocType("agile_roadmap_plan", AGILE_REPORT_DOCUMENTS)).toBe(true)
    expect(isReportDocType("agile_roadmap_plan")).toBe(false)
  })

  it("readiness of the agile modules, linked to the agile screens", () => {
    const project = { projectName: "Bank app", projectId: "4" }
    const row = (key: Parameters<typeof readinessRow>[0], data: unknown) => readinessRow(key, { ok: true, data }, project, AGILE_READINESS_MODULES)
    expect(AGILE_READINESS_MODULES.map((m) => m.label)).toEqual(["Agile Scope", "Backlog", "Risk Register", "Schedule", "Budget", "Stakeholders", "Comms Plan"])
    expect(row("schedule", { tasks: [{}, {}] })).toMatchObject({ state: "ready", detail: "2 tasks", to: "/app/agile/schedule?project=Bank+app&projectId=4" })
    expect(row("backlog", { epics: [{}], stories: [{}, {}] }).detail).toBe("3 epics and stories")
    expect(row("agile_scope", { scope: { vision: { text: "Pay bills", north_star_metric: "" }, personas: [{ name: "Member" }], assumptions: [] } }).detail).toBe("2 entries")
    expect(row("agile_scope", { scope: { vision: { text: " " }, personas: [] } }).state).toBe("empty")
    expect(row("budget", { budget: null }).state).toBe("empty")
    expect(row("budget", { budget: { items: [{}] } }).to).toBe("/app/agile/budget?project=Bank+app&projectId=4")
    expect(row("comms", { found: false }).to).toBe("/app/comms/short?project=Bank+app&projectId=4&approach=Agile&method=Agile")
    expect(readinessRow("risks", { ok: false, status: 402, message: "no" }, project, AGILE_READINESS_MODULES)).toMatchObject({ state: "locked", to: "/app/agile/risk?project=Bank+app&projectId=4" })
  })
})
