import { describe, expect, it } from "vitest"
import { registerAudiences, withRegisterAudiences } from "../../../src/rules/comms/register-audiences"

const person = (name: string, influence: number, interest: number, internal_external = "External", role = "", org = "") => ({ name, role, org, internal_external, influence, interest })

describe("comms audiences from the stakeholder register (issue 37)", () => {
  it("adds every high-influence or high-interest group no audience names, external ones too", () => {
    const added = registerAudiences(
      [person("Residents", 3, 9, "External", "Permit holders", "City residents"), person("Payments provider", 6, 4), person("Print shop", 2, 2), person("Council staff", 7, 7, "Internal")],
      [{ segment: "Council staff", who: "Officers using the new system" }]
    )
    expect(added.map((a) => a.segment)).toEqual(["Residents", "Payments provider"])
    expect(added[0]!.who).toBe("Permit holders · City residents · External; high interest (stakeholder register)")
  })
  it("keeps the plan as it is when every high group is named already", () => {
    const plan = { objectives: [], audiences: [{ segment: "Residents and permit holders", who: "" }] }
    expect(withRegisterAudiences(plan, [person("Residents", 3, 9)])).toBe(plan)
  })
})
