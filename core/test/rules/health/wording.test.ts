import { describe, expect, it } from "vitest"
import { findingsOf, goalOf, waterfallPack } from "./health-fixtures"

describe("wording rules (the drafter's gate and licences)", () => {
  it("malformed lines: a task not verb-first, a deadline as a risk, a line about the brief", () => {
    expect(findingsOf(waterfallPack(), "wording")).toEqual([])
    const pack = waterfallPack()
    pack.wbs![5]!.task = "The vehicles and staff"
    pack.risks![0]!.title = "Finish by 30 September 2026"
    goalOf(pack).rationale = "Stated in the project brief."
    expect(findingsOf(pack, "wording")).toEqual([
      {
        id: "wording.quotes-brief#1",
        severity: "warning",
        rule: "wording.quotes-brief",
        module: "scope",
        lines: ["Stated in the project brief."],
        message: "The line quotes the source back instead of saying what the project does.",
        fix: "Rewrite the line in the plan's own words: what the project does, not the source pasted back."
      },
      {
        id: "wording.deadline-as-risk#1",
        severity: "warning",
        rule: "wording.deadline-as-risk",
        module: "risks",
        lines: ["Finish by 30 September 2026"],
        message: "A deadline is a constraint, not a risk: say what could make the project miss it.",
        fix: "Delete the risk (the deadline is a constraint) or say what could make the project miss it.",
        target: "R1"
      },
      {
        id: "wording.not-verb-first#1",
        severity: "warning",
        rule: "wording.not-verb-first",
        module: "wbs",
        lines: ["The vehicles and staff"],
        message: "A task starts with the work it does (a verb and its object).",
        fix: 'Start the task with its verb and object ("Migrate the permit records").',
        target: "2.2"
      }
    ])
  })

  it("licence: a term of another kind of project", () => {
    const pack = waterfallPack()
    pack.risks![0]!.mitigation = "Agree access dates with the landowner."
    expect(findingsOf(pack, "wording.licence")).toEqual([])
    pack.brief_text = "Move the depot's office systems to the cloud by 30 September 2026."
    pack.wbs![5]!.task = "Brief the landowner on access"
    expect(findingsOf(pack, "wording.licence")).toEqual([
      {
        id: "wording.licence#1",
        severity: "warning",
        rule: "wording.licence",
        module: "risks",
        lines: ["Agree access dates with the landowner."],
        message: "The line uses terms of another kind of project (landowner): nothing in the brief calls for them.",
        fix: "Rewrite the line for this project, or delete it.",
        target: "R1"
      },
      {
        id: "wording.licence#2",
        severity: "warning",
        rule: "wording.licence",
        module: "wbs",
        lines: ["Brief the landowner on access"],
        message: "The line uses terms of another kind of project (landowner): nothing in the brief calls for them.",
        fix: "Rewrite the line for this project, or delete it.",
        target: "2.2"
      }
    ])
  })
})
