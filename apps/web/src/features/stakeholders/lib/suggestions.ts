// The AI's suggestion for a row of the register (issue 37): shown beside the row and applied only when the
// user accepts it, so a suggestion never replaces what the user entered without being asked.
import type { StakeholderPatch, StakeholderRow } from "./stakeholder-row"
import { toStakeholderRow } from "./stakeholder-row"

export type RowSuggestion = Pick<
  StakeholderRow,
  "role" | "org" | "attitude" | "influence" | "interest" | "on_board" | "board_role" | "responsibilities" | "R" | "A" | "C" | "I" | "strategy"
>

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {})

/** The suggestions of a /stakeholder/strategy_raci answer matched to a stored row, by the row's key. */
export const rowSuggestionsOf = (data: unknown): ReadonlyMap<string, RowSuggestion> => {
  const list = record(data).suggestions
  const out = new Map<string, RowSuggestion>()
  if (!Array.isArray(list)) return out
  for (const raw of list) {
    const s = record(raw)
    if (s.matched !== true || typeof s.stakeholder_id !== "number") continue
    const row = toStakeholderRow({ ...s, id: s.stakeholder_id })
    if (!row) continue
    // a board role only for a board member (the screen's rule: a board role puts the row on the board)
    const onBoard = row.on_board
    out.set(row.key, {
      role: row.role,
      org: row.org,
      attitude: row.attitude,
      influence: row.influence,
      interest: row.interest,
      on_board: onBoard,
      board_role: onBoard ? row.board_role : "",
      responsibilities: row.responsibilities,
      R: row.R,
      A: row.A,
      C: row.C,
      I: row.I,
      strategy: row.strategy
    })
  }
  return out
}

/** What accepting writes: every suggested field, and the position and department only where the row has none. */
export const acceptedPatch = (row: StakeholderRow, s: RowSuggestion): StakeholderPatch => ({
  ...(row.role.trim() === "" && s.role.trim() !== "" ? { role: s.role } : {}),
  ...(row.org.trim() === "" && s.org.trim() !== "" ? { org: s.org } : {}),
  attitude: s.attitude,
  influence: s.influence,
  interest: s.interest,
  on_board: s.on_board,
  board_role: s.board_role,
  responsibilities: s.responsibilities,
  R: s.R,
  A: s.A,
  C: s.C,
  I: s.I,
  strategy: s.strategy
})

export const raciText = (r: Pick<RowSuggestion, "R" | "A" | "C" | "I">): string => (["R", "A", "C", "I"] as const).filter((k) => r[k]).join(", ") || "none"
export const boardText = (r: Pick<RowSuggestion, "board_role" | "on_board">): string => r.board_role || (r.on_board ? "on the board" : "not on the board")

export interface SuggestedField {
  readonly field: string
  readonly label: string
  readonly suggested: string
  /** The row's own value when the suggestion differs from it. */
  readonly yours?: string
}

/** The suggestion as the screen lists it beside the row: each field, with the user's value where they differ. */
export const suggestedFields = (row: StakeholderRow, s: RowSuggestion): ReadonlyArray<SuggestedField> => {
  const field = (name: string, label: string, suggested: string, yours: string): SuggestedField =>
    suggested === yours ? { field: name, label, suggested } : { field: name, label, suggested, yours }
  return [
    field("attitude", "Attitude", s.attitude, row.attitude),
    field("influence", "Influence", String(s.influence), String(row.influence)),
    field("interest", "Interest", String(s.interest), String(row.interest)),
    field("board_role", "Board role", boardText(s), boardText(row)),
    field("raci", "RACI", raciText(s), raciText(row)),
    field("strategy", "Strategy", s.strategy, row.strategy.trim() === "" ? "none" : row.strategy)
  ]
}
