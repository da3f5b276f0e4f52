import { describe, expect, it } from "vitest"
import { answeredDepartments, DEPARTMENTS_QUESTION, scopeParties } from "../../../src/rules/scope/scope-parties"

const scope = {
  in_scope: "Replace the council's parking-permit system so residents can apply online; the vendor hosts it.",
  goals: [{ title: "Cut permit processing time", rationale: "Finance wants fewer manual refunds." }],
  dependencies: [{ title: "Payments provider integration", rationale: "" }],
  clarification_answers: { [DEPARTMENTS_QUESTION]: "Parking services (owner), IT and customer services." }
}

describe("parties named in the scope (issue 37)", () => {
  it("reads the departments answered at set-up", () => {
    expect(answeredDepartments(scope.clarification_answers).map((p) => p.name)).toEqual(["Parking services", "IT", "Customer services"])
  })
  it("offers the departments, the people the service is for and the suppliers the scope names", () => {
    const parties = scopeParties(scope, [])
    expect(parties.map((p) => p.name)).toEqual(["Parking services", "IT", "Customer services", "Residents", "Payments provider", "Vendor", "Finance"])
    expect(parties.find((p) => p.name === "Residents")).toMatchObject({ internal_external: "External", influence: 3, interest: 9 })
  })
  it("leaves out anyone already in the register", () => {
    const parties = scopeParties(scope, [{ name: "Residents of the city" }, { name: "it" }])
    expect(parties.map((p) => p.name)).not.toContain("Residents")
    expect(parties.map((p) => p.name)).not.toContain("IT")
  })
  it("a department's name removes only whole words ('IT' leaves 'citizens' alone)", () => {
    const parties = scopeParties({ in_scope: "Citizens apply online.", clarification_answers: { departments: "IT" } }, [])
    expect(parties.map((p) => p.name)).toEqual(["IT", "Citizens"])
  })
  it("offers nothing for an empty scope", () => {
    expect(scopeParties(null, [])).toEqual([])
  })
})
