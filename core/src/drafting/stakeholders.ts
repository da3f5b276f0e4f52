// Stakeholder strategy + RACI drafting task (waterfall.md §2 Stakeholders, §3, §5, §9).
import * as Schema from "effect/Schema"
import { BoardRole, InternalExternal, StakeholderAttitude as Attitude } from "../schemas/enums"
import { OptionalText, ProjectName } from "./common"

// waterfall.md §9 lists, shared with the Stakeholder entity.
export { BOARD_ROLES, BoardRole, InternalExternal, StakeholderAttitude as Attitude } from "../schemas/enums"

/** waterfall.md §2: guidance asks for at least these three board members. */
export const REQUIRED_BOARD_ROLES = ["Project Sponsor", "Senior Supplier", "Senior User"] as const

export const StakeholderRow = Schema.Struct({
  name: Schema.String,
  role: Schema.optional(Schema.String),
  org: Schema.optional(Schema.String),
  internal_external: Schema.optional(Schema.String),
  board_role: Schema.optional(Schema.String)
})
export type StakeholderRow = typeof StakeholderRow.Type

export const StakeholderStrategyRequest = Schema.Struct({
  project_name: ProjectName,
  rows: Schema.Array(StakeholderRow),
  context: OptionalText
})
export type StakeholderStrategyRequest = typeof StakeholderStrategyRequest.Type

const Score = Schema.Number.pipe(Schema.int(), Schema.between(1, 10))

/** One suggestion per given row (same name) plus proposed board members (proposed = true). */
export const StakeholderSuggestion = Schema.Struct({
  name: Schema.String,
  role: Schema.String,
  org: Schema.String,
  internal_external: InternalExternal,
  influence: Score,
  interest: Score,
  attitude: Attitude,
  on_board: Schema.Boolean,
  board_role: BoardRole,
  responsibilities: Schema.Array(Schema.String),
  R: Schema.Boolean,
  A: Schema.Boolean,
  C: Schema.Boolean,
  I: Schema.Boolean,
  strategy: Schema.String,
  proposed: Schema.Boolean
})
export type StakeholderSuggestion = typeof StakeholderSuggestion.Type

/** The part of a suggestion that completes a stakeholder row: scores, attitude, board role, RACI and strategy (waterfall.md §5). */
export const suggestedStrategy = (s: StakeholderSuggestion) => ({
  influence: s.influence,
  interest: s.interest,
  attitude: s.attitude,
  on_board: s.on_board,
  board_role: s.board_role,
  responsibilities: s.responsibilities,
  R: s.R,
  A: s.A,
  C: s.C,
  I: s.I,
  strategy: s.strategy
})

export const StakeholderStrategyDraft = Schema.Struct({ suggestions: Schema.Array(StakeholderSuggestion) })
export type StakeholderStrategyDraft = typeof StakeholderStrategyDraft.Type
