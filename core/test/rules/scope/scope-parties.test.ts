import { describe, expect, it } from "vitest"
import { isServiceRecipientGroup } from "../../../src/drafting/board-members"
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
  it("a department's name ends where the answer says how it is impacted", () => {
    const answer = "Parking services run the permits; IT hosts the new system; customer services answer residents; finance takes the payments. Legal: contract review. Parking staff - retrained."
    expect(answeredDepartments({ departments: answer }).map((p) => p.name)).toEqual(["Parking services", "IT", "Customer services", "Finance", "Legal", "Parking staff"])
    const parties = scopeParties({ in_scope: "Residents apply online.", clarification_answers: { departments: answer } }, [])
    expect(parties.map((p) => p.name)).toEqual(["Parking services", "IT", "Customer services", "Finance", "Legal", "Parking staff", "Residents"])
  })
  it("offers the departments, the people the service is for and the suppliers the scope names", () => {
    const parties = scopeParties(scope, [])
    expect(parties.map((p) => p.name)).toEqual(["Parking services", "IT", "Customer services", "Residents", "Payments provider", "Vendor", "Finance"])
    expect(parties.find((p) => p.name === "Residents")).toMatchObject({ internal_external: "External", influence: 3, interest: 9 })
  })
  it("customers are the residents (or patients...) the scope names, offered once", () => {
    expect(scopeParties({ in_scope: "Residents apply online; customers pay by card." }, []).map((p) => p.name)).toEqual(["Residents"])
    expect(scopeParties({ in_scope: "Customers pay by card." }, []).map((p) => p.name)).toEqual(["Customers"])
    expect(scopeParties({ in_scope: "Residents apply online; customers pay by card." }, [{ name: "Residents" }]).map((p) => p.name)).toEqual([])
  })
  it("the people the service is for are offered as a group the board rule keeps off the board", () => {
    const residents = scopeParties({ in_scope: "Residents apply online." }, [])[0]!
    expect(residents).toMatchObject({ name: "Residents", role: "People the project serves" })
    expect(isServiceRecipientGroup(residents)).toBe(true)
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
