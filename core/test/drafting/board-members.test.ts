// issue 37: the people the service is for are never proposed as board members, whatever drafter answered.
import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { holdBoardRule, isServiceRecipientGroup, offTheBoard, RECIPIENT_RESPONSIBILITIES } from "@initpack/core/drafting/board-members"
import { finaliseDraft } from "@initpack/core/drafting/finalise"
import { BOARD_ROLES, type StakeholderSuggestion } from "@initpack/core/drafting/stakeholders"

const suggestion = (name: string, fields: Partial<StakeholderSuggestion> = {}): StakeholderSuggestion => ({
  name,
  role: "",
  org: "",
  internal_external: "External",
  influence: 8,
  interest: 7,
  attitude: "Positive",
  on_board: true,
  board_role: "Senior Supplier",
  responsibilities: ["Commits supplier resources"],
  R: true,
  A: false,
  C: false,
  I: false,
  strategy: "Keep satisfied.",
  proposed: false,
  ...fields
})

describe("isServiceRecipientGroup", () => {
  it.each([
    ["Residents", ""],
    ["Residents", "Permit holders"],
    ["Local residents", "40,000 households"],
    ["Members of the public", ""],
    ["Patients", "Outpatients"],
    ["Students", "Undergraduates"],
    ["Customers", "Retail customers"],
    ["Jane Doe", "Resident"],
    ["Residents' association", "Residents’ representative"],
    ["Service users", ""],
    ["Warehouse staff", "End users"],
    ["RESIDENTS", ""]
  ])("%s (%s) is the people the service is for", (name, role) => {
    expect(isServiceRecipientGroup({ name, role })).toBe(true)
  })

  it.each([
    ["Jane Smith", "Customer Service Manager"],
    ["Omar Reid", "Head of Student Services"],
    ["Li Wei", "Resident Engineer"],
    ["Ana Diaz", "Patient Safety Lead"],
    ["ParkTech", "Customer portal vendor"],
    ["PayFast", "Payments provider"],
    ["Dana Whitfield", "Chief Financial Officer"],
    ["Customer", "Customer"],
    ["Client", ""],
    ["Sam", "Senior User"],
    ["Pat", "Public Relations Manager"]
  ])("%s (%s) is not", (name, role) => {
    expect(isServiceRecipientGroup({ name, role })).toBe(false)
  })
})

describe("holdBoardRule", () => {
  it("takes a recipient group off the board, whatever board role it was given, and keeps the rest as answered", () => {
    const vendor = suggestion("ParkTech", { role: "Permit system vendor" })
    const out = holdBoardRule([{ name: "residents", role: "" }, { name: "ParkTech", role: "Permit system vendor" }], [suggestion("Residents"), vendor])
    expect(out[0]).toMatchObject({ name: "Residents", on_board: false, board_role: "Other", A: false, R: false, C: true, I: true, responsibilities: RECIPIENT_RESPONSIBILITIES })
    expect(out[0]).toMatchObject({ influence: 8, attitude: "Positive", strategy: "Keep satisfied." })
    expect(out[1]).toBe(vendor)
  })

  it("drops a proposed board member that is a recipient group", () => {
    const out = holdBoardRule([], [suggestion("Residents", { proposed: true, board_role: "Senior User" }), suggestion("Senior User for Permits", { proposed: true, board_role: "Senior User" })])
    expect(out.map((s) => s.name)).toEqual(["Senior User for Permits"])
  })

  it("property: no recipient group is ever on the board, and other suggestions are untouched", () => {
    const names = fc.constantFrom("Residents", "Patients", "Students", "Members of the public", "Dana Whitfield", "ParkTech", "Jane Smith")
    const roles = fc.constantFrom("", "Permit holders", "Chief Financial Officer", "Customer Service Manager", "Vendor account manager")
    const row = fc.record({ name: names, role: roles })
    const boardRole = fc.constantFrom(...BOARD_ROLES)
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => r.name }), fc.array(fc.tuple(names, boardRole, fc.boolean(), fc.boolean())), (rows, answers) => {
        const answered = answers.map(([name, board_role, on_board, proposed]) => suggestion(name, { board_role, on_board, proposed }))
        const out = holdBoardRule(rows, answered)
        for (const s of out) {
          const given = rows.find((r) => r.name === s.name) ?? s
          if (isServiceRecipientGroup(given)) expect(s).toMatchObject({ on_board: false, board_role: "Other", A: false, proposed: false })
          else expect(answered).toContain(s)
        }
      })
    )
  })
})

describe("finalise (any model's answer)", () => {
  it("holds the board rule on a stakeholder answer", () => {
    const rows = [{ name: "Residents", role: "Permit holders", internal_external: "External" }, { name: "ParkTech", role: "Permit system vendor", internal_external: "External" }]
    const answer = { suggestions: [suggestion("RESIDENTS"), suggestion("ParkTech"), suggestion("Residents panel", { board_role: "Senior User" })] }
    const out = finaliseDraft("stakeholderStrategy", { project_name: "Parking permits", rows }, answer).suggestions
    expect(out.map((s) => [s.name, s.on_board, s.board_role])).toEqual([
      ["Residents", false, "Other"],
      ["ParkTech", true, "Senior Supplier"]
    ])
    expect(offTheBoard(suggestion("x")).on_board).toBe(false)
  })
})
