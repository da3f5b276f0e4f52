// waterfall.md §2 Stakeholders: a project board needs at least three members, a Project Sponsor, a
// Senior Supplier and a Senior User. Which of the three are filled, and which are still missing.

export const KEY_BOARD_ROLES = ["Project Sponsor", "Senior Supplier", "Senior User"] as const
export type KeyBoardRole = (typeof KEY_BOARD_ROLES)[number]
export const MIN_BOARD_MEMBERS = 3

export interface BoardGuidance {
  /** Each key role with the names holding it (empty: missing). */
  readonly roles: ReadonlyArray<{ readonly role: KeyBoardRole; readonly holders: ReadonlyArray<string> }>
  readonly missing: ReadonlyArray<KeyBoardRole>
  /** Stakeholders on the board (ticked, or holding any board role). */
  readonly members: number
  readonly complete: boolean
}

interface BoardRow {
  readonly name: string
  readonly role?: string
  readonly on_board: boolean
  readonly board_role: string
}

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()

export const boardGuidance = (rows: ReadonlyArray<BoardRow>): BoardGuidance => {
  const roles = KEY_BOARD_ROLES.map((role) => ({
    role,
    holders: rows.filter((r) => same(r.board_role, role)).map((r) => r.name.trim() || r.role?.trim() || "Unnamed")
  }))
  const missing = roles.filter((r) => r.holders.length === 0).map((r) => r.role)
  const members = rows.filter((r) => r.on_board || r.board_role.trim() !== "").length
  return { roles, missing, members, complete: missing.length === 0 && members >= MIN_BOARD_MEMBERS }
}

const joinAnd = (items: ReadonlyArray<string>): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`

/** The one-line summary under the guidance. */
export const boardSummary = (guidance: BoardGuidance): string => {
  if (guidance.missing.length > 0) return `Still missing: ${joinAnd(guidance.missing)}.`
  if (guidance.members < MIN_BOARD_MEMBERS) return `The board has ${guidance.members} of at least ${MIN_BOARD_MEMBERS} members.`
  return "The board has a Project Sponsor, a Senior Supplier and a Senior User."
}
