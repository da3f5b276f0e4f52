import { describe, expect, it } from "vitest"
import { composeBudget } from "../../../src/rules/budget/compose-budget"
import { oneOffCostLines } from "../../../src/rules/budget/one-off-costs"

describe("compose budget", () => {
  const tasks = [
    { id: 1, task: "Initiation", phase: "Initiation", start_date: "2026-03-02", end_date: "2026-03-06" },
    { id: 2, parent_id: 1, task: "Charter", phase: "Initiation", duration_days: 2, resource: "Business Analyst", start_date: "2026-03-02", end_date: "2026-03-03" },
    { id: 3, task: "Delivery", phase: "Delivery", start_date: "2026-03-09", end_date: "2026-03-27" },
    { id: 4, parent_id: 3, task: "Build", phase: "Delivery", duration_days: 10, resource: "Developer", start_date: "2026-03-09", end_date: "2026-03-20" }
  ]

  it("waterfall.md §9: PM over project weeks, labour rolled to phases, one-offs CAPEX, contingency OPEX", () => {
    const budget = composeBudget({
      tasks,
      management: [{ mode: "partial", percent: 50 }],
      labourRollup: "phase_parent_only",
      rates: { Developer: 150 },
      defaultRate: 100,
      contingencyPct: 0.1,
      otherLines: [...oneOffCostLines([{ name: "Laptops", amount: 3000 }]), { category: "Software", item: "Monthly SaaS", estimated_cost: 500 }]
    })
    // 2 Mar..27 Mar = 26 days -> 4 weeks
    expect(budget.weeks).toEqual({ weeks: 4, basis: "dates" })
    expect(budget.items.map((l) => [l.item, l.estimated_cost, l.cost_type])).toEqual([
      ["Project Manager", 8000, "OPEX"], // 100 x 8 x 5 x 4 x 0.5
      ["Initiation labour", 1600, "OPEX"], // 16 h x 100
      ["Delivery labour", 12000, "OPEX"], // 80 h x 150
      ["Laptops", 3000, "CAPEX"],
      ["Monthly SaaS", 500, "OPEX"]
    ])
    expect(budget.totals).toEqual({
      labour_subtotal: 21600,
      deliverable_subtotal: 3500,
      external_subtotal: 0,
      contingency: 2510,
      total: 27610,
      capex: 3000,
      opex: 24610
    })
  })

  it("agile.md §9: PM and Scrum Master lines, detailed labour", () => {
    const budget = composeBudget({
      tasks: [{ title: "Sprint 1", duration_days: 10, resource_json: '["Developer"]' }],
      management: [
        { role_name: "Project Manager", mode: "partial", percent: 50 },
        { role_name: "Scrum Master", mode: "partial" }
      ],
      labourRollup: "detailed",
      rates: { "Project Manager": 130, "Scrum Master": 120 },
      defaultRate: 110,
      contingencyPct: 0,
      otherLines: []
    })
    expect(budget.weeks).toEqual({ weeks: 2, basis: "durations" })
    expect(budget.items.map((l) => [l.item, l.estimated_cost])).toEqual([
      ["Project Manager", 5200], // 130 x 80 h
      ["Scrum Master", 4800], // 120 x 80 h
      ["Sprint 1 (Developer)", 8800] // 110 x 80 h
    ])
    expect(budget.totals.total).toBe(18800)
  })
})
