import { describe, expect, it } from "vitest"
import { agilePack, findingsOf, goalOf, waterfallPack } from "./health-fixtures"

describe("scope rules", () => {
  it("goal KPI: none is an error, none measurable a warning", () => {
    expect(findingsOf(waterfallPack(), "scope.goal-kpi")).toEqual([])
    const none = waterfallPack()
    goalOf(none).kpis = []
    expect(findingsOf(none, "scope.goal-kpi")).toEqual([
      {
        id: "scope.goal-kpi#1",
        severity: "error",
        rule: "scope.goal-kpi",
        module: "scope",
        lines: ["Relocate the depot to Eastgate"],
        message: 'The goal "Relocate the depot to Eastgate" has no KPI.',
        fix: 'Add a KPI to the goal on the Scope screen with a figure, a unit and a date (for example "Decision time: 25 business days by March 2027").',
        target: "goal-1"
      }
    ])
    const vague = waterfallPack()
    goalOf(vague).kpis = [{ metric: "Staff satisfaction", target: "Improved" }]
    expect(findingsOf(vague, "scope.goal-kpi")).toEqual([
      {
        id: "scope.goal-kpi#1",
        severity: "warning",
        rule: "scope.goal-kpi",
        module: "scope",
        lines: ["Relocate the depot to Eastgate", "Staff satisfaction: Improved"],
        message: 'No KPI of the goal "Relocate the depot to Eastgate" is measurable: none gives a figure or a date.',
        fix: "Give one KPI a target with a figure, a unit and a date on the Scope screen.",
        target: "goal-1"
      }
    ])
  })

  it("deliverable work (100% rule): a deliverable no task produces", () => {
    expect(findingsOf(waterfallPack(), "scope.deliverable-work")).toEqual([])
    const pack = waterfallPack()
    pack.wbs = pack.wbs!.filter((r) => r.id !== "2.1")
    expect(findingsOf(pack, "scope.deliverable-work")).toEqual([
      {
        id: "scope.deliverable-work#1",
        severity: "warning",
        rule: "scope.deliverable-work",
        module: "wbs",
        lines: ["Eastgate depot fit-out"],
        message: 'The deliverable "Eastgate depot fit-out" has no work in the WBS (100% rule).',
        fix: 'Add the tasks that produce "Eastgate depot fit-out" on the WBS screen, or remove the deliverable from the scope.'
      }
    ])
  })

  it("work outside scope: a task doing what the scope excludes", () => {
    expect(findingsOf(waterfallPack(), "scope.work-outside-scope")).toEqual([])
    const pack = waterfallPack()
    pack.wbs!.push({ id: "2.4", parent_id: "2", task: "Replace the vehicle fleet", duration_days: 3, start_date: "2026-07-13", end_date: "2026-07-15" })
    expect(findingsOf(pack, "scope.work-outside-scope")).toEqual([
      {
        id: "scope.work-outside-scope#1",
        severity: "error",
        rule: "scope.work-outside-scope",
        module: "wbs",
        lines: ["2.4 Replace the vehicle fleet", "Vehicle fleet replacement"],
        message: 'Task 2.4 "Replace the vehicle fleet" is work the scope excludes ("Vehicle fleet replacement").',
        fix: "Remove the task on the WBS screen, or take the exclusion out of the scope if the work is wanted.",
        target: "2.4"
      }
    ])
  })

  it("exclusions do not contradict deliverables", () => {
    expect(findingsOf(waterfallPack(), "scope.exclusion-contradicts")).toEqual([])
    const pack = waterfallPack()
    pack.scope!.out_of_scope!.push({ title: "Fit-out of the Eastgate depot" })
    expect(findingsOf(pack, "scope.exclusion-contradicts")).toEqual([
      {
        id: "scope.exclusion-contradicts#1",
        severity: "error",
        rule: "scope.exclusion-contradicts",
        module: "scope",
        lines: ["Fit-out of the Eastgate depot", "Eastgate depot fit-out"],
        message: 'The exclusion "Fit-out of the Eastgate depot" contradicts the deliverable "Eastgate depot fit-out".',
        fix: "Keep the item either in scope or out of scope on the Scope screen, not both."
      }
    ])
  })

  it("agile 100% rule: outcomes with epics, epics with stories, stories under an epic", () => {
    expect(findingsOf(agilePack(), "scope")).toEqual([])
    const pack = agilePack()
    pack.agileScope!.problems_outcomes!.outcomes!.push({ title: "Fewer missed sailings" })
    pack.epics!.push({ id: "E2", name: "Timetable alerts", outcome_link: "Faster ferry booking" })
    pack.stories![0]!.epic_id = "E9"
    expect(findingsOf(pack, "scope").map((f) => [f.id, f.message, f.lines])).toEqual([
      ["scope.outcome-epic#1", 'The outcome "Fewer missed sailings" has no epic in the backlog (100% rule).', ["Fewer missed sailings"]],
      ["scope.epic-stories#1", 'The epic "Ferry booking" has no stories.', ["Ferry booking"]],
      ["scope.epic-stories#2", 'The epic "Timetable alerts" has no stories.', ["Timetable alerts"]],
      ["scope.story-outside-scope#1", "A story belongs to no epic of the backlog (epic E9).", ["As a commuter, I want to book a ferry seat"]]
    ])
  })
})
