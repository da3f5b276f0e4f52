import { describe, expect, it } from "vitest"
import { agilePack, findingsOf, waterfallPack } from "./health-fixtures"

describe("plan rules", () => {
  it("task duration: a task with neither a duration nor dates", () => {
    expect(findingsOf(waterfallPack(), "plan.task-duration")).toEqual([])
    const pack = waterfallPack()
    Object.assign(pack.wbs![2 + 3]!, { duration_days: null, start_date: null, end_date: null })
    expect(findingsOf(pack, "plan.task-duration")).toEqual([
      {
        id: "plan.task-duration#1",
        severity: "error",
        rule: "plan.task-duration",
        module: "wbs",
        lines: ["2.2 Move the vehicles and staff"],
        message: "Task 2.2 has no duration or dates.",
        fix: "Give each task a duration in working days (or start and end dates) on the WBS screen.",
        target: "2.2"
      }
    ])
  })

  it("deadline: issue 19's message when the plan ends after the brief's deadline", () => {
    expect(findingsOf(waterfallPack(), "plan.deadline")).toEqual([])
    const pack = waterfallPack()
    Object.assign(pack.wbs![6]!, { start_date: "2026-10-05", end_date: "2026-10-05" })
    expect(findingsOf(pack, "plan.deadline")).toEqual([
      {
        id: "plan.deadline#1",
        severity: "error",
        rule: "plan.deadline",
        module: "wbs",
        lines: ["30 September 2026"],
        message: "The drafted plan finishes on 5 October 2026, after the deadline of 30 September 2026 in the brief.",
        fix: "Shorten or overlap the critical tasks, cut scope, or agree a later date with the board and record it as a constraint."
      }
    ])
  })

  it("deadline from the scope's constraints when the pack keeps no brief (a pack made in the browser)", () => {
    const pack = waterfallPack()
    pack.brief_text = null
    pack.scope!.constraints!.push({ title: "Finish by 1 July 2026" })
    expect(findingsOf(pack, "plan.deadline")).toEqual([
      {
        id: "plan.deadline#1",
        severity: "error",
        rule: "plan.deadline",
        module: "wbs",
        lines: ["1 July 2026"],
        message: "The drafted plan finishes on 10 July 2026, after the deadline of 1 July 2026 in the scope's constraints.",
        fix: "Shorten or overlap the critical tasks, cut scope, or agree a later date with the board and record it as a constraint."
      }
    ])
    pack.scope!.constraints = []
    expect(findingsOf(pack, "plan.deadline")).toEqual([])
  })

  it("goal date: the plan ends after a date a goal names", () => {
    expect(findingsOf(waterfallPack(), "plan.goal-date")).toEqual([])
    const pack = waterfallPack()
    pack.scope!.goals!.push({ title: "Open the Eastgate yard by 1 July 2026", kpis: [{ metric: "Yard open", target: "1 July 2026" }] })
    expect(findingsOf(pack, "plan.goal-date")).toEqual([
      {
        id: "plan.goal-date#1",
        severity: "warning",
        rule: "plan.goal-date",
        module: "wbs",
        lines: ["Open the Eastgate yard by 1 July 2026"],
        message: 'The plan finishes on 10 July 2026, after the date of the goal "Open the Eastgate yard by 1 July 2026" (1 July 2026).',
        fix: "Bring the work the goal needs before its date, or agree a new date for the goal."
      }
    ])
  })

  it("stage milestones: each stage ends in a gate", () => {
    expect(findingsOf(waterfallPack(), "plan.stage-milestones")).toEqual([])
    expect(findingsOf(agilePack(), "plan.stage-milestones")).toEqual([])
    const pack = waterfallPack()
    pack.wbs = pack.wbs!.filter((r) => r.id !== "1.2")
    expect(findingsOf(pack, "plan.stage-milestones")).toEqual([
      {
        id: "plan.stage-milestones#1",
        severity: "warning",
        rule: "plan.stage-milestones",
        module: "wbs",
        lines: ["1 Initiation"],
        message: 'The stage "Initiation" ends without a milestone for its gate.',
        fix: "Add a zero-day milestone (a stage gate or end stage assessment) as the last row of each stage.",
        target: "1"
      }
    ])
  })

  it("critical path: links that loop leave no critical path", () => {
    expect(findingsOf(waterfallPack(), "plan.critical-path")).toEqual([])
    const pack = waterfallPack()
    pack.wbs![4]!.predecessors = "2.2"
    pack.wbs![5]!.predecessors = "2.1"
    expect(findingsOf(pack, "plan.critical-path")).toEqual([
      {
        id: "plan.critical-path#1",
        severity: "warning",
        rule: "plan.critical-path",
        module: "wbs",
        lines: [],
        message: "The critical path cannot be worked out: the task links do not schedule (a loop, or a link to a missing task).",
        fix: "Check the Predecessors column for a loop or a link to a row that no longer exists."
      }
    ])
  })

  it("blackout: work inside a window the brief names", () => {
    const pack = waterfallPack()
    pack.brief_text = `${pack.brief_text} The yard is closed 29 June - 3 July 2026 for resurfacing.`
    expect(findingsOf(pack, "plan.blackout")).toEqual([
      {
        id: "plan.blackout#1",
        severity: "error",
        rule: "plan.blackout",
        module: "wbs",
        lines: ["The yard is closed 29 June - 3 July 2026 for resurfacing.", "2.1 Fit out the Eastgate depot"],
        message: "1 task runs inside the blackout window 29 June 2026 to 3 July 2026.",
        fix: "Move the tasks out of the window (a 'start no earlier than' date after it), or split them around it.",
        target: "2.1"
      }
    ])
    pack.brief_text = pack.brief_text.replace("29 June - 3 July 2026", "in August 2026")
    expect(findingsOf(pack, "plan.blackout")).toEqual([])
  })
})
