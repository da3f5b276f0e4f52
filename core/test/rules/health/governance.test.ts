import { describe, expect, it } from "vitest"
import { agilePack, findingsOf, waterfallPack } from "./health-fixtures"

describe("governance rules", () => {
  it("board complete: passes with Executive, Senior User and Senior Supplier; names each missing role", () => {
    expect(findingsOf(waterfallPack(), "governance.board-complete")).toEqual([])
    const pack = waterfallPack()
    pack.stakeholders![1]!.board_role = ""
    pack.stakeholders![2]!.board_role = null
    expect(findingsOf(pack, "governance.board-complete")).toEqual([
      {
        id: "governance.board-complete#1",
        severity: "error",
        rule: "governance.board-complete",
        module: "stakeholders",
        lines: ["Senior User", "Senior Supplier"],
        message: "The project board has no Senior User, no Senior Supplier.",
        fix: "Name the Senior User, the Senior Supplier on the Stakeholders screen (Board role) so the board can direct the project."
      }
    ])
  })

  it("project manager named (a scrum master counts on an agile project)", () => {
    expect(findingsOf(waterfallPack(), "governance.project-manager")).toEqual([])
    expect(findingsOf(agilePack(), "governance.project-manager")).toEqual([])
    const pack = waterfallPack()
    pack.stakeholders!.splice(3, 1)
    expect(findingsOf(pack, "governance.project-manager")).toEqual([
      { id: "governance.project-manager#1", severity: "warning", rule: "governance.project-manager", module: "stakeholders", lines: [], message: "No project manager is named.", fix: "Add the project manager on the Stakeholders screen." }
    ])
  })

  it("tolerances: time and cost stated in a constraint", () => {
    expect(findingsOf(waterfallPack(), "governance.tolerances")).toEqual([])
    const pack = waterfallPack()
    pack.scope!.constraints = [{ title: "Cost tolerance of 10%" }]
    expect(findingsOf(pack, "governance.tolerances")).toEqual([
      {
        id: "governance.tolerances#1",
        severity: "warning",
        rule: "governance.tolerances",
        module: "scope",
        lines: [],
        message: "No time tolerance is stated.",
        fix: 'Add a constraint on the Scope screen giving the board\'s time tolerance (for example "Time tolerance: +/- 2 weeks; cost tolerance: +/- 10%").'
      }
    ])
  })

  it("stage boundaries: at least two stages", () => {
    expect(findingsOf(waterfallPack(), "governance.stage-boundaries")).toEqual([])
    const pack = waterfallPack()
    pack.wbs = pack.wbs!.filter((r) => r.id !== "1" && r.parent_id !== "1")
    expect(findingsOf(pack, "governance.stage-boundaries")).toEqual([
      {
        id: "governance.stage-boundaries#1",
        severity: "warning",
        rule: "governance.stage-boundaries",
        module: "wbs",
        lines: ["Delivery"],
        message: "The plan has no stage boundaries: its work is not divided into at least two stages.",
        fix: "Group the tasks under stages (an initiation stage and one or more delivery stages) so the board can approve each boundary."
      }
    ])
  })

  it("business justification: goals (error) and background (warning); agile: vision and outcomes", () => {
    expect(findingsOf(waterfallPack(), "governance.business-justification")).toEqual([])
    expect(findingsOf(agilePack(), "governance.business-justification")).toEqual([])
    const pack = waterfallPack()
    pack.scope!.goals = []
    pack.scope!.background = { text: " " }
    expect(findingsOf(pack, "governance.business-justification").map((f) => [f.severity, f.message])).toEqual([
      ["error", "The business justification is missing: the pack has no goals."],
      ["warning", "The business justification has no background: why the project is needed now is not said."]
    ])
    const agile = agilePack()
    agile.agileScope!.vision = null
    expect(findingsOf(agile, "governance.business-justification")).toEqual([
      {
        id: "governance.business-justification#1",
        severity: "error",
        rule: "governance.business-justification",
        module: "agile_scope",
        lines: [],
        message: "The business justification is missing: the pack has no vision.",
        fix: "Write the product vision and the outcomes it serves on the Agile Scope screen."
      }
    ])
  })
})
