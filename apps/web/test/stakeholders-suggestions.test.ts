// issue 37: the AI's suggestions are read per stored row, listed beside it, and written only when accepted.
import { describe, expect, it } from "vitest"
import { toPayload, toStakeholderRow, type StakeholderRow } from "../src/features/stakeholders/lib/stakeholder-row"
import { acceptedPatch, rowSuggestionsOf, suggestedFields } from "../src/features/stakeholders/lib/suggestions"

const residents = toStakeholderRow({ id: 7, name: "Residents", role: "", org: "", internal_external: "External", influence: 6, interest: 9, attitude: "Negative", version: 3 }) as StakeholderRow

const answer = {
  suggestions: [
    { name: "Residents", role: "Permit holders", org: "Public", internal_external: "External", influence: 6, interest: 8, attitude: "Neutral", on_board: false, board_role: "Other", responsibilities: ["Represented on the project board by the Senior User"], R: false, A: false, C: true, I: true, strategy: "Keep informed and consult.", proposed: false, matched: true, stakeholder_id: 7 },
    { name: "ParkTech", role: "Vendor", org: "ParkTech", internal_external: "External", influence: 7, interest: 7, attitude: "Positive", on_board: true, board_role: "Senior Supplier", responsibilities: [], R: true, A: false, C: false, I: false, strategy: "Keep satisfied.", proposed: false, matched: true, stakeholder_id: 8 },
    { name: "Senior User for Permits", role: "Lead user representative", org: "Internal", internal_external: "Internal", influence: 7, interest: 9, attitude: "Neutral", on_board: true, board_role: "Senior User", responsibilities: [], R: true, A: false, C: true, I: false, strategy: "x", proposed: true, matched: false, stakeholder_id: null }
  ]
}

describe("AI suggestions on the Stakeholders screen", () => {
  it("reads the matched suggestions by row key; a proposed member is not a row's suggestion", () => {
    const found = rowSuggestionsOf(answer)
    expect([...found.keys()]).toEqual(["7", "8"])
    // off the board: no board role, so saving the row never puts it on the board
    expect(found.get("7")).toMatchObject({ on_board: false, board_role: "", C: true, I: true, attitude: "Neutral" })
    expect(found.get("8")).toMatchObject({ on_board: true, board_role: "Senior Supplier" })
    expect(rowSuggestionsOf({}).size).toBe(0)
  })

  it("lists each field with the user's own value where it differs", () => {
    const fields = suggestedFields(residents, rowSuggestionsOf(answer).get("7")!)
    expect(fields.map((f) => f.label)).toEqual(["Attitude", "Influence", "Interest", "Board role", "RACI", "Strategy"])
    expect(fields.find((f) => f.field === "attitude")).toEqual({ field: "attitude", label: "Attitude", suggested: "Neutral", yours: "Negative" })
    expect(fields.find((f) => f.field === "influence")).toEqual({ field: "influence", label: "Influence", suggested: "6" })
    expect(fields.find((f) => f.field === "board_role")?.suggested).toBe("not on the board")
    expect(fields.find((f) => f.field === "raci")).toMatchObject({ suggested: "C, I", yours: "none" })
  })

  it("accepting writes the suggestion, and the position and department only where the row has none", () => {
    const s = rowSuggestionsOf(answer).get("7")!
    const patch = acceptedPatch(residents, s)
    expect(patch).toMatchObject({ role: "Permit holders", org: "Public", attitude: "Neutral", influence: 6, interest: 8, board_role: "", on_board: false, C: true, I: true })
    const typed = { ...residents, role: "Residents of the borough", org: "Borough" }
    expect(acceptedPatch(typed, s)).not.toHaveProperty("role")
    expect(acceptedPatch(typed, s)).not.toHaveProperty("org")
    // the saved row stays off the board, with the version it was read at
    expect(toPayload({ ...residents, ...patch })).toMatchObject({ id: 7, version: 3, on_board: false, board_role: null, attitude: "Neutral" })
  })
})
