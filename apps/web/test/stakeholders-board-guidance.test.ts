// waterfall.md §2 Stakeholders: a board needs at least a Project Sponsor, a Senior Supplier and a Senior
// User; the guidance names those still missing. Also the row rules the screen applies before a save.
import { describe, expect, it } from "vitest"
import { boardGuidance, boardSummary, KEY_BOARD_ROLES } from "../src/features/stakeholders/lib/board-guidance"
import { toPayload, toStakeholderRow, toStakeholderRows, withBoardRule } from "../src/features/stakeholders/lib/stakeholder-row"
import { proposalsOf } from "../src/features/stakeholders/lib/proposals"
import { patchOf } from "../src/features/stakeholders/lib/use-stakeholders"

const row = (name: string, board_role = "", on_board = board_role !== "") => ({ name, role: "", on_board, board_role })

describe("board guidance", () => {
  it("an empty register misses all three roles", () => {
    const g = boardGuidance([])
    expect(g.missing).toEqual([...KEY_BOARD_ROLES])
    expect(g.members).toBe(0)
    expect(g.complete).toBe(false)
    expect(boardSummary(g)).toBe("Still missing: Project Sponsor, Senior Supplier and Senior User.")
  })

  it("names the holders and lists only the roles still missing (case and spaces ignored)", () => {
    const g = boardGuidance([row("Ada", "Project Sponsor"), row("Ben", " senior user "), row("Cy", "Project Manager"), row("Di")])
    expect(g.roles).toEqual([
      { role: "Project Sponsor", holders: ["Ada"] },
      { role: "Senior Supplier", holders: [] },
      { role: "Senior User", holders: ["Ben"] }
    ])
    expect(g.missing).toEqual(["Senior Supplier"])
    expect(g.members).toBe(3)
    expect(boardSummary(g)).toBe("Still missing: Senior Supplier.")
  })

  it("is complete with the three roles filled; a ticked box without a role counts as a member", () => {
    const g = boardGuidance([row("Ada", "Project Sponsor"), row("Ben", "Senior User"), row("Eve", "Senior Supplier"), row("Fay", "", true)])
    expect(g.missing).toEqual([])
    expect(g.members).toBe(4)
    expect(g.complete).toBe(true)
    expect(boardSummary(g)).toBe("The board has a Project Sponsor, a Senior Supplier and a Senior User.")
  })

  it("an unnamed holder is shown by position", () => {
    expect(boardGuidance([{ name: " ", role: "CFO", on_board: true, board_role: "Project Sponsor" }]).roles[0]?.holders).toEqual(["CFO"])
  })
})

describe("stakeholder rows", () => {
  it("reads the list answer loosely and keeps the version", () => {
    const rows = toStakeholderRows({
      stakeholders: [
        { id: 3, name: "Ada", position: "CFO", dept: "Finance", int_ext: "external", influence: 12, interest: "4", attitude: "positive", board_role: "project sponsor", on_board: true, responsibilities: ["Funds", " ", "Signs off"], r: true, A: false, strategy: "Meet monthly", version: 2 },
        { name: "no id" }
      ]
    })
    expect(rows).toEqual([
      {
        key: "3", id: 3, name: "Ada", role: "CFO", org: "Finance", internal_external: "External", influence: 10, interest: 4, attitude: "Positive",
        on_board: true, board_role: "Project Sponsor", responsibilities: "Funds\nSigns off", R: true, A: false, C: false, I: false, strategy: "Meet monthly", version: 2
      }
    ])
  })

  it("sends the row with its id, version, a null board role when none, and responsibilities as lines", () => {
    const r = toStakeholderRow({ id: 5, name: " Ben ", role: "PM", influence: 6, interest: 7, responsibilities: "", version: 4 })!
    expect(toPayload({ ...r, responsibilities: "Plan\n\n Report " })).toEqual({
      id: 5, version: 4, name: "Ben", role: "PM", org: "", internal_external: "Internal", influence: 6, interest: 7, attitude: "Neutral",
      on_board: false, board_role: null, responsibilities: ["Plan", "Report"], R: false, A: false, C: false, I: false, strategy: ""
    })
  })

  it("a board role ticks On board; unticking On board clears the role", () => {
    expect(withBoardRule({ board_role: "Senior User" })).toEqual({ board_role: "Senior User", on_board: true })
    expect(withBoardRule({ on_board: false })).toEqual({ on_board: false, board_role: "" })
    expect(withBoardRule({ board_role: "" })).toEqual({ board_role: "" })
  })

  it("turns a cell value into a patch of the right type", () => {
    expect(patchOf("influence", "8")).toEqual({ influence: 8 })
    expect(patchOf("R", true)).toEqual({ R: true })
    expect(patchOf("on_board", "false")).toEqual({ on_board: false })
    expect(patchOf("name", "Ada")).toEqual({ name: "Ada" })
  })

  it("offers the proposed board members that are not in the register", () => {
    const found = proposalsOf(
      { suggestions: [{ name: "Ada", matched: true }, { name: "Senior User rep", matched: false, board_role: "Senior User", stakeholder_id: null }, { name: "ada", matched: false }] },
      [{ name: "Ada" }]
    )
    expect(found.map((p) => [p.draft.name, p.draft.board_role])).toEqual([["Senior User rep", "Senior User"]])
  })
})
