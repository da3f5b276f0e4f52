import { describe, expect, it } from "vitest"
import { composeBudget } from "../../../src/rules/budget/compose-budget"
import type { LabourTask } from "../../../src/rules/budget/labour-lines"
import type { DatedItem } from "../../../src/rules/budget/project-weeks"
import { LABOUR_FLOOR, labourShareFor, scaleManagement, scaleTaskLabour } from "../../../src/rules/budget/labour-to-cap"

describe("labour sized to the money named (issue 33)", () => {
  const tasks: ReadonlyArray<LabourTask & DatedItem> = [
    { id: 1, task: "Delivery", phase: "Delivery", start_date: "2026-03-02", end_date: "2026-03-27" },
    { id: 2, parent_id: 1, task: "Build", phase: "Delivery", duration_days: 10, resource: "Developer, Tester", start_date: "2026-03-02", end_date: "2026-03-13" },
    { id: 3, parent_id: 1, task: "Hand over", phase: "Delivery", duration_days: 5, start_date: "2026-03-16", end_date: "2026-03-20" }
  ]
  const budget = (share: number) =>
    composeBudget({
      tasks: tasks.map((t) => scaleTaskLabour(t, share)),
      management: [scaleManagement({ mode: "full_time" }, share)],
      labourRollup: "phase_parent_only",
      defaultRate: 100,
      contingencyPct: 0.1,
      otherLines: [{ category: "Hardware", item: "Kit", estimated_cost: 10000 }]
    }).totals

  it("keeps the drafted team when the total fits the cap", () => {
    expect(labourShareFor({ total: 50000, labour: 40000, other: 5000, cap: 50000 })).toBe(1)
  })

  it("sizes the labour so the total lands under the cap, contingency included", () => {
    const full = budget(1)
    // PM 4 weeks full time 16,000 + Build 2 roles x 80 h 16,000 + Hand over 40 h 4,000 = 36,000 labour; + 10,000 kit; +10%
    expect(full.total).toBe(50600)
    const share = labourShareFor({ total: full.total, labour: 36000, other: 10000, cap: 35000 })
    expect(share).toBeCloseTo(0.55, 5)
    const fitted = budget(share)
    expect(fitted.total).toBeLessThanOrEqual(35000)
    expect(fitted.total).toBeGreaterThan(35000 * 0.9)
  })

  it("never sizes the team below the floor: the rest stays a gap above the cap", () => {
    expect(labourShareFor({ total: 100000, labour: 80000, other: 10000, cap: 15000 })).toBe(LABOUR_FLOOR)
    expect(budget(LABOUR_FLOOR).total).toBeGreaterThan(15000)
  })

  it("scales each role on a task and the manager's allocation", () => {
    expect(JSON.parse(scaleTaskLabour(tasks[1]!, 0.5).resource_json!)).toEqual([{ role: "Developer", allocation: 0.5 }, { role: "Tester", allocation: 0.5 }])
    expect(JSON.parse(scaleTaskLabour(tasks[2]!, 0.5).resource_json!)).toEqual([{ role: "Unassigned", allocation: 0.5 }])
    expect(scaleManagement({ mode: "partial", percent: 50 }, 0.5)).toMatchObject({ mode: "partial", percent: 25 })
    expect(scaleManagement({ mode: "full_time" }, 1)).toEqual({ mode: "full_time" })
  })
})
