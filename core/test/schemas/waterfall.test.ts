import { describe, expect, it } from "vitest"
import { Budget, BudgetDefaults, BudgetItem, CostTypeTotals } from "../../src/schemas/budget"
import { AgileBudgetGenerateRequest, BudgetConfig, BudgetGenerateRequest, PmConfig } from "../../src/schemas/budget-config"
import { CommsPlan, CommsPlanRecord } from "../../src/schemas/comms-plan"
import { ExecutionSummary } from "../../src/schemas/execution-summary"
import { ReportDocRequest, ReportMeta } from "../../src/schemas/report-meta"
import { NewRisk, Risk } from "../../src/schemas/risk"
import { NewStakeholder, Stakeholder, Stakeholders } from "../../src/schemas/stakeholder"
import { NewWbsItem, WbsItem } from "../../src/schemas/wbs-item"
import { decode, failure, issues, roundTrip } from "./decode-helpers"

describe("Risk (waterfall.md §3, §9)", () => {
  const canonical = {
    id: 3,
    title: "Vendor delay",
    description: "",
    category: "Vendor",
    likelihood: "High",
    impact: "Very Low",
    mitigation: "Weekly check-in",
    contingency: "",
    status: "",
    created_at: null
  }
  it("accepts risk_id for id and round-trips", () => {
    const { first, encoded } = roundTrip(Risk, { ...canonical, id: undefined, risk_id: 3 })
    expect(first).toEqual(canonical)
    expect(encoded).toEqual(canonical)
  })
  it("new risk defaults: Technical, Medium, Medium", () => {
    expect(decode(NewRisk, { title: "T" })).toMatchObject({ category: "Technical", likelihood: "Medium", impact: "Medium" })
  })
  it("likelihood and impact accept 1-5 and any-case labels, yielding the label", () => {
    expect(decode(NewRisk, { title: "T", likelihood: 5, impact: "2" })).toMatchObject({ likelihood: "Very High", impact: "Low" })
    expect(decode(NewRisk, { title: "T", likelihood: "very low", category: "change / people" })).toMatchObject({
      likelihood: "Very Low",
      category: "Change/People"
    })
  })
  it("rejects out-of-scale values and unknown categories readably", () => {
    expect(failure(NewRisk, { title: "T", likelihood: 6 })).toContain(
      "Expected a level: Very Low, Low, Medium, High, Very High (or 1 to 5)"
    )
    expect(failure(NewRisk, { title: "T", category: "Weather" })).toContain('got "Weather"')
    expect(failure(NewRisk, { title: " " })).toContain("Risk title is required.")
  })
})

describe("Stakeholder (waterfall.md §3, §5, §9)", () => {
  it("decodes defaults: Neutral, Internal, not on board", () => {
    expect(decode(Stakeholder, { name: "Ann" })).toEqual({
      id: null,
      name: "Ann",
      role: "",
      org: "",
      internal_external: "Internal",
      influence: 5,
      interest: 5,
      attitude: "Neutral",
      on_board: false,
      board_role: null,
      responsibilities: [],
      R: false,
      A: false,
      C: false,
      I: false,
      strategy: ""
    })
  })
  it("accepts stakeholder_id, position and lower-case r/a/c/i", () => {
    const s = decode(Stakeholder, { stakeholder_id: 9, name: "Bo", position: "CFO", r: true, a: "x", c: 0, i: "yes" })
    expect(s).toMatchObject({ id: 9, role: "CFO", R: true, A: true, C: false, I: true })
  })
  it("takes a board role from the list, blank meaning none", () => {
    expect(decode(Stakeholder, { name: "A", board_role: "senior user", on_board: true }).board_role).toBe("Senior User")
    expect(decode(Stakeholder, { name: "A", board_role: "" }).board_role).toBeNull()
    expect(failure(Stakeholder, { name: "A", board_role: "Chief" })).toContain('got "Chief"')
  })
  it("influence and interest are whole numbers 1-10", () => {
    expect(decode(Stakeholder, { name: "A", influence: "10", interest: 1 })).toMatchObject({ influence: 10, interest: 1 })
    expect(issues(Stakeholder, { name: "A", influence: 11, interest: 2.5 })).toEqual([
      { path: ["influence"], message: "influence must be a whole number from 1 to 10" },
      { path: ["interest"], message: "interest must be a whole number from 1 to 10" }
    ])
  })
  it("responsibilities are a list; a newline string is split and blanks dropped", () => {
    expect(decode(Stakeholder, { name: "A", responsibilities: "Approve budget\n\n  Sign off  " }).responsibilities).toEqual([
      "Approve budget",
      "Sign off"
    ])
  })
  it("a list keeps rows with a name or a role only", () => {
    expect(decode(Stakeholders, [{ name: "" }, { role: "Sponsor" }, { name: "A" }, {}]).map((s) => s.name || s.role)).toEqual([
      "Sponsor",
      "A"
    ])
  })
  it("the add form requires a name: Name is required.", () => {
    expect(failure(NewStakeholder, { name: "  ", role: "CFO" })).toContain("Name is required.")
  })
  it("round-trips", () => {
    const { first, second } = roundTrip(Stakeholder, { id: 1, name: "A", on_board: true, board_role: "Project Sponsor" })
    expect(second).toEqual(first)
  })
})

describe("Comms plan (waterfall.md §3)", () => {
  it("decodes a partial plan with empty defaults and saved_id", () => {
    const record = decode(CommsPlanRecord, {
      saved_id: 4,
      plan: { objectives: ["Inform", ""], channels: [{ channel: "Email", cadence: "Weekly" }] },
      context_used: "ctx"
    })
    expect(record.id).toBe(4)
    expect(record.plan.objectives).toEqual(["Inform"])
    expect(record.plan.channels).toEqual([{ channel: "Email", purpose: "", cadence: "Weekly", owner: "" }])
    expect(record.plan.governance).toEqual([])
  })
  it("round-trips", () => {
    const plan = decode(CommsPlan, { key_messages: [{ audience: "Staff", message: "M", cta: "Read", spokesperson: "CEO" }] })
    expect(roundTrip(CommsPlan, plan).encoded).toEqual(plan)
  })
})

describe("WBS item (waterfall.md §3, §5, §9)", () => {
  it("a new item lasts 5 days by default", () => {
    expect(decode(NewWbsItem, { task: "Design" }).duration_days).toBe(5)
  })
  it("duration is a number of at least 0", () => {
    expect(decode(NewWbsItem, { task: "Gate", duration_days: 0 }).duration_days).toBe(0)
    expect(failure(NewWbsItem, { task: "X", duration_days: -1 })).toContain("duration_days must be a number of at least 0")
    expect(failure(NewWbsItem, { task: "X", duration_days: "abc" })).toContain("Expected a number")
  })
  it("nests children, accepts projectId, and keeps JSON resources as text", () => {
    const item = decode(WbsItem, {
      id: 1,
      task: "Phase",
      projectId: 2,
      start_date: new Date(Date.UTC(2025, 0, 6)),
      children: [{ id: 2, parent_id: 1, title: "Child", resource: [{ role: "BA", pct: 50 }] }]
    })
    expect(item.project_id).toBe(2)
    expect(item.start_date).toBe("2025-01-06")
    expect(item.children[0]).toMatchObject({ task: "Child", resource: '[{"role":"BA","pct":50}]', duration_days: 5 })
    expect(roundTrip(WbsItem, item).second).toEqual(item)
  })
  it("rejects a malformed date", () => {
    expect(failure(WbsItem, { id: 1, start_date: "31/01/25" })).toContain("Expected a date as YYYY-MM-DD")
  })
})

describe("Execution summary (waterfall.md §3)", () => {
  it("defaults phase to execution", () => {
    expect(decode(ExecutionSummary, { project_name: "P", content_md: "# Hi" })).toMatchObject({
      phase: "execution",
      found: false,
      content_md: "# Hi"
    })
  })
})

describe("Budget (waterfall.md §3, §9)", () => {
  it("budget items keep an explicit cost type, else null; costs may be numeric strings (SQL numeric)", () => {
    expect(decode(BudgetItem, { item: "Laptops", estimated_cost: "1200.50", cost_type: "capex" })).toMatchObject({
      estimated_cost: 1200.5,
      cost_type: "CAPEX"
    })
    expect(decode(BudgetItem, { item: "Support", cost_type: "" }).cost_type).toBeNull()
    expect(failure(BudgetItem, { cost_type: "CAPITAL" })).toContain('got "CAPITAL"')
  })
  it("Budget accepts subtotals for totals", () => {
    expect(decode(Budget, { items: [], subtotals: { total: 10 } }).totals.total).toBe(10)
  })
  it("CostTypeTotals is capex, opex, grand", () => {
    expect(decode(CostTypeTotals, { capex: 1, opex: 2, grand: 3 })).toEqual({ capex: 1, opex: 2, grand: 3 })
  })
  it("defaults until server defaults load: contingency 0.1, rate 100 (waterfall.md §9)", () => {
    expect(decode(BudgetDefaults, {})).toEqual({ contingency_pct: 0.1, default_rate: 100, rates: {}, deliverable_overrides: {} })
    expect(decode(BudgetConfig, {})).toEqual({
      contingency_pct: 0.1,
      default_rate: 100,
      rates: {},
      apply_deliverables: false,
      deliverable_overrides: {},
      currency: "AUD",
      region: "AU",
      pricing_horizon_months: 12
    })
    expect(failure(BudgetConfig, { contingency_pct: -0.1 })).toContain("contingency_pct must be a number of at least 0")
  })
  it("PM config: Project Manager, full time, 8 h/day, 5 days/week; percent 0-100", () => {
    expect(decode(PmConfig, {})).toEqual({
      role_name: "Project Manager",
      mode: "full_time",
      percent: null,
      rate: null,
      hours_per_day: 8,
      days_per_week: 5
    })
    expect(failure(PmConfig, { mode: "partial", percent: 120 })).toContain("percent must be from 0 to 100")
    expect(failure(PmConfig, { mode: "sometimes" })).toContain('got "sometimes"')
  })
  it("generate requests need a project name and take the labour rollup of their method", () => {
    expect(failure(BudgetGenerateRequest, { project_name: " " })).toContain("Project name is required.")
    expect(decode(BudgetGenerateRequest, { project_name: "P" }).labour_rollup).toBe("phase_parent_only")
    expect(decode(AgileBudgetGenerateRequest, { project_name: "P" })).toMatchObject({
      labour_rollup: "sprint_parent_only",
      sm_config: { role_name: "Scrum Master" }
    })
    expect(failure(BudgetGenerateRequest, { project_name: "P", labour_rollup: "sprint_parent_only" })).toContain(
      'got "sprint_parent_only"'
    )
  })
})

describe("Reports (waterfall.md §2, §3)", () => {
  it("report meta is generated_at, template_version, source_hash", () => {
    const meta = { generated_at: "2025-01-01T00:00:00.000Z", template_version: "1", source_hash: "abc" }
    expect(roundTrip(ReportMeta, meta).encoded).toEqual(meta)
  })
  it("doc requests accept projectId/id and projectName/project; format defaults to html", () => {
    expect(decode(ReportDocRequest, { id: "3", project: "P", doc_type: "pid" })).toEqual({
      project_id: 3,
      project_name: "P",
      format: "html",
      doc_type: "pid"
    })
    expect(failure(ReportDocRequest, { doc_type: "gantt" })).toContain('got "gantt"')
  })
})
