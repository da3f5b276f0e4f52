import { describe, expect, it } from "vitest"
import { labourLines, UNASSIGNED_ROLE } from "../../../src/rules/budget/labour-lines"
import { rollupLabour } from "../../../src/rules/budget/labour-rollup"
import { managementLabourLine } from "../../../src/rules/budget/management-labour-line"
import { toCents } from "../../../src/rules/budget/money"

const wbs = [
  { id: 1, task: "Initiation", phase: "Initiation", duration_days: 10 },
  { id: 2, parent_id: 1, task: "Requirements", phase: "Initiation", duration_days: 3, resource: "Business Analyst" },
  { id: 3, parent_id: 1, task: "Gate review", phase: "Initiation", duration_days: 0, resource: "Sponsor" },
  { id: 4, task: "Delivery", phase: "Delivery", duration_days: 20 },
  { id: 5, parent_id: 4, task: "Build API", phase: "Delivery", duration_days: 5, resource: "Developer, Tester" },
  { id: 6, parent_id: 4, task: "Docs", phase: "Delivery", duration_days: 2 }
]
const rates = { "Business Analyst": 120, Developer: 150 }

describe("labour lines", () => {
  it("waterfall.md §2: tasks x hours x rate, per-role rate card with default fallback", () => {
    const lines = labourLines(wbs, { rates, defaultRate: 100 })
    expect(lines.map((l) => [l.task, l.role, l.hours, l.rate, l.estimated_cost])).toEqual([
      ["Requirements", "Business Analyst", 24, 120, 2880],
      ["Build API", "Developer", 40, 150, 6000],
      ["Build API", "Tester", 40, 100, 4000],
      ["Docs", UNASSIGNED_ROLE, 16, 100, 1600]
    ])
    for (const line of lines) {
      expect(line.category).toBe("Labour")
      expect(line.cost_type).toBe("OPEX")
      expect(line.rollup).toBe(false)
    }
  })

  it("agile.md §3: resource_json allocations scale hours; gates are skipped", () => {
    const lines = labourLines(
      [
        { title: "Sprint 1", type: "sprint", duration_days: 10, resource_json: '[{"role":"Developer","allocation":0.5}]' },
        { title: "Go/no-go", type: "gate", duration_days: 1, resource_json: '["Product Owner"]' }
      ],
      { rates, defaultRate: 110 }
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ task: "Sprint 1", hours: 40, estimated_cost: 6000 })
  })
})

describe("labour rollup", () => {
  const lines = labourLines(
    [
      { task: "A", phase: "Execution", parent: "Sprint 1", duration_days: 1, resource: "Developer" },
      { task: "B", phase: "Execution", parent: "Sprint 2", duration_days: 1, resource: "Tester" },
      { task: "C", phase: "Closure", duration_days: 1, resource: "Developer" },
      { task: "D", phase: "", duration_days: 1.333, resource: "Tester" }
    ],
    { rates, defaultRate: 100 }
  )
  const sum = (ls: ReadonlyArray<{ estimated_cost: number }>) => ls.reduce((s, l) => s + toCents(l.estimated_cost), 0)

  it("waterfall.md §4: phase_parent_only gives one fixed-OPEX line per phase", () => {
    const rolled = rollupLabour(lines, "phase_parent_only")
    expect(rolled.map((l) => [l.item, l.estimated_cost, l.rollup, l.cost_type])).toEqual([
      ["Execution labour", 2000, true, "OPEX"],
      ["Closure labour", 1200, true, "OPEX"],
      ["Unphased labour", 1066.4, true, "OPEX"]
    ])
    expect(sum(rolled)).toBe(sum(lines))
  })

  it("agile.md §2: sprint_parent_only groups by sprint, else phase", () => {
    const rolled = rollupLabour(lines, "sprint_parent_only")
    expect(rolled.map((l) => l.item)).toEqual(["Sprint 1 labour", "Sprint 2 labour", "Closure labour", "Unphased labour"])
    expect(sum(rolled)).toBe(sum(lines))
  })

  it("detailed leaves the lines as they are", () => {
    expect(rollupLabour(lines, "detailed")).toEqual(lines)
  })
})

describe("management labour line", () => {
  it("waterfall.md §9: PM line = rate x 8 x 5 x weeks x allocation", () => {
    const line = managementLabourLine({ mode: "partial", percent: 50 }, 4, { defaultRate: 100 })
    expect(line).toMatchObject({ item: "Project Manager", hours: 80, rate: 100, estimated_cost: 8000, cost_type: "OPEX" })
  })

  it("agile.md §9: Scrum Master priced from its own rate or the rate card", () => {
    const sm = managementLabourLine({ role_name: "Scrum Master", mode: "full_time" }, 2, {
      rates: { "scrum master": 120 },
      defaultRate: 110
    })
    expect(sm).toMatchObject({ role: "Scrum Master", hours: 80, rate: 120, estimated_cost: 9600 })
    const own = managementLabourLine({ mode: "full_time", rate: 130 }, 1, { defaultRate: 110 })
    expect(own?.estimated_cost).toBe(5200)
    expect(managementLabourLine({ mode: "partial", percent: 0 }, 4, { defaultRate: 100 })).toBeUndefined()
  })
})

describe("labour lines from a nested WBS tree", () => {
  it("waterfall.md §3: leaves under children are priced once, even when also listed flat", () => {
    const child = { id: 11, parent_id: 10, task: "Design", phase: "Plan", duration_days: 1, resource: "Developer", children: [] }
    const tree = [{ id: 10, task: "Plan", phase: "Plan", duration_days: 9, resource: "Developer", children: [child] }, child]
    const lines = labourLines(tree, { rates, defaultRate: 100 })
    expect(lines.map((l) => [l.task, l.estimated_cost])).toEqual([["Design", 1200]])
  })
})
