import { describe, expect, it } from "vitest"
import { riskOwnerFor, withRiskOwners } from "@initpack/core/rules/risk/risk-owner"

const people = [
  { name: "Gareth Evans", role: "Engineering Director", internal_external: "Internal", board_role: "Project Sponsor" },
  { name: "Priya Shah", role: "Head of Finance", internal_external: "Internal" },
  { name: "Derek Hollis", role: "Regional Officer, union relations", internal_external: "External" },
  { name: "Senior User for Bus Programme", role: "Lead user representative", internal_external: "Internal", board_role: "Senior User" }
]

describe("risk owners (issue 33: an owner from the stakeholders)", () => {
  it("picks the stakeholder whose role answers for the kind of risk, internal people first", () => {
    expect(riskOwnerFor("Cost", people)?.name).toBe("Priya Shah")
    expect(riskOwnerFor("Technical", people)?.name).toBe("Gareth Evans")
    // the union officer is external: an internal owner answers to the board first
    expect(riskOwnerFor("Change/People", people)?.name).toBe("Senior User for Bus Programme")
    expect(riskOwnerFor("Change/People", [people[2]!])?.name).toBe("Derek Hollis")
    expect(riskOwnerFor("Schedule", [])).toBeUndefined()
  })

  it("names the owner at the end of the mitigation, a proposed board role by its role", () => {
    const [cost, people2] = withRiskOwners(
      [
        { title: "Costs rise", category: "Cost", mitigation: "Track actuals monthly" },
        { title: "Unions object", category: "Change/People", mitigation: "Consult the unions early." }
      ],
      people
    )
    expect(cost?.mitigation).toBe("Track actuals monthly. Owner: Priya Shah (Head of Finance).")
    expect(people2?.mitigation).toBe("Consult the unions early. Owner: the Senior User (to be appointed).")
  })

  it("leaves a risk whose response already names a stakeholder as it is", () => {
    const named = { title: "Budget", category: "Cost", mitigation: "Priya Shah reviews spend monthly." }
    expect(withRiskOwners([named], people)[0]).toEqual(named)
  })
})
