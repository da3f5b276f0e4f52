import { describe, expect, it } from "vitest"
import { treeFromDepths } from "../support/tree-arbitrary"
import { treeNumbering } from "../../../../src/rules/planning/tree/tree-numbering"
import { displayIndent, parentsWithChildren, treeDepths } from "../../../../src/rules/planning/tree/tree-depth"
import { treePhaseIds, treePhases } from "../../../../src/rules/planning/tree/tree-phase"
import { resourceLabel } from "../../../../src/rules/planning/tree/resource-label"
import { SCHEDULE_CSV_HEADER, scheduleCsvTable, WBS_CSV_HEADER, wbsCsvTable } from "../../../../src/rules/planning/tree/tree-csv"

describe("derived tree values", () => {
  const rows = treeFromDepths([0, 1, 2, 2, 1, 0, 1])

  it("numbers rows 1, 1.1, 1.2.3 in display order", () => {
    expect([...treeNumbering(rows).values()]).toEqual(["1", "1.1", "1.1.1", "1.1.2", "1.2", "2", "2.1"])
  })

  it("depth, hasChildren and the display indent cap of 8 (waterfall.md §9)", () => {
    expect([...treeDepths(rows).values()]).toEqual([0, 1, 2, 2, 1, 0, 1])
    expect([...parentsWithChildren(rows)]).toEqual(["t0", "t1", "t5"])
    const deep = treeFromDepths(Array.from({ length: 12 }, (_, i) => i))
    expect(treeDepths(deep).get("t11")).toBe(11)
    expect([0, 3, 8, 9, 11].map(displayIndent)).toEqual([0, 3, 8, 8, 8])
  })

  it("waterfall.md §4: the phase is the top ancestor's task", () => {
    const phases = treePhases(rows, (r) => r.task)
    expect(phases.get("t3")).toBe("Task 0")
    expect(phases.get("t0")).toBe("Task 0")
    expect(phases.get("t6")).toBe("Task 5")
    expect(treePhaseIds(rows).get("t3")).toBe("t0")
    expect(treePhaseIds(rows).get("t6")).toBe("t5")
  })

  it("resources read as text, comma lists or JSON of roles", () => {
    expect(resourceLabel("PM, Dev")).toBe("PM, Dev")
    expect(resourceLabel('["PM","Developer"]')).toBe("PM, Developer")
    expect(resourceLabel('[{"role":"Tester"},{"name":"BA"}]')).toBe("Tester, BA")
    expect(resourceLabel('{"Developer":2,"PM":1}')).toBe("Developer x2, PM")
    expect(resourceLabel("[not json")).toBe("[not json")
    expect(resourceLabel(null)).toBe("")
  })

  it("WBS CSV: wbs, phase, task, duration_days, start_date, end_date, resource", () => {
    const dated = treeFromDepths([0, 1]).map((r) => ({ ...r, start_date: "2026-11-23", end_date: "2026-11-27", resource: '["PM"]' }))
    const table = wbsCsvTable(dated)
    expect(table.header).toEqual(WBS_CSV_HEADER)
    expect(table.rows).toEqual([
      ["1", "Task 0", "Task 0", "5", "2026-11-23", "2026-11-27", "PM"],
      ["1.1", "Task 0", "Task 1", "5", "2026-11-23", "2026-11-27", "PM"]
    ])
  })

  it("agile schedule CSV: title falls back to task, type defaults to task", () => {
    const tasks = [
      { id: "p", parent_id: null, order_index: 10, title: "Execution", type: "phase", duration_days: null, start_date: null, end_date: null, resource_json: null },
      { id: "s", parent_id: "p", order_index: 999, task: "Sprint 1", duration_days: 10, start_date: "2026-11-23", end_date: "2026-12-04", resource_json: "Dev, QA" }
    ]
    const table = scheduleCsvTable(tasks)
    expect(table.header).toEqual(SCHEDULE_CSV_HEADER)
    expect(table.rows).toEqual([
      ["1", "Execution", "Execution", "phase", "", "", "", ""],
      ["1.1", "Execution", "Sprint 1", "task", "10", "2026-11-23", "2026-12-04", "Dev, QA"]
    ])
  })
})
