import { describe, expect, it } from "vitest"
import { findingsOf, waterfallPack } from "./health-fixtures"

describe("stakeholder and comms rules", () => {
  it("each stakeholder has a RACI part", () => {
    expect(findingsOf(waterfallPack(), "stakeholders.raci")).toEqual([])
    const pack = waterfallPack()
    pack.stakeholders![2]!.C = false
    expect(findingsOf(pack, "stakeholders.raci")).toEqual([
      { id: "stakeholders.raci#1", severity: "warning", rule: "stakeholders.raci", module: "stakeholders", lines: ["Cara Diaz"], message: "Cara Diaz has no RACI role.", fix: "Tick R, A, C or I for each stakeholder on the Stakeholders screen." }
    ])
  })

  it("someone is accountable", () => {
    expect(findingsOf(waterfallPack(), "stakeholders.accountable")).toEqual([])
    const pack = waterfallPack()
    Object.assign(pack.stakeholders![0]!, { A: false, I: true })
    expect(findingsOf(pack, "stakeholders.accountable")).toEqual([
      {
        id: "stakeholders.accountable#1",
        severity: "warning",
        rule: "stakeholders.accountable",
        module: "stakeholders",
        lines: [],
        message: "No stakeholder is accountable (A) for the deliverables.",
        fix: "Make one stakeholder (usually the Executive or Product Owner) Accountable on the Stakeholders screen."
      }
    ])
  })

  it("high influence and interest stakeholders are in the comms plan", () => {
    expect(findingsOf(waterfallPack(), "comms")).toEqual([])
    const pack = waterfallPack()
    Object.assign(pack.stakeholders![3]!, { influence: 7, interest: 9 })
    pack.comms = { audiences: [{ segment: "Board", who: "Executive" }] }
    expect(findingsOf(pack, "comms")).toEqual([
      {
        id: "comms.key-stakeholders#1",
        severity: "warning",
        rule: "comms.key-stakeholders",
        module: "comms",
        lines: ["Dan Eze"],
        message: "Dan Eze (high influence and interest) is not in the communications plan.",
        fix: "Name them in an audience, a channel or a forum on the Comms Plan screen."
      }
    ])
    pack.comms = null
    expect(findingsOf(pack, "comms").map((f) => [f.rule, f.lines])).toEqual([["comms.missing", ["Ana Ruiz", "Dan Eze"]]])
  })
})
