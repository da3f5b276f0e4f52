// Stakeholder strategy + RACI drafting task (waterfall.md §2 Stakeholders, §3, §5, §9).
import * as Schema from "effect/Schema"
import { OptionalText, ProjectName } from "./common"

/** waterfall.md §9: the fixed list of board roles. */
export const BOARD_ROLES = [
  "Project Sponsor",
  "Project Manager",
  "Program Manager",
  "Delivery Manager",
  "Project Coordinator",
  "Senior Supplier",
  "Senior User",
  "Business Owner",
  "Product Owner",
  "Solution Architect",
  "Technical Lead",
  "Change Manager",
  "Communications",
  "Security Lead",
  "Procurement Lead",
  "Test Manager",
  "Other"
] as const
export const BoardRole = Schema.Literal(...BOARD_ROLES)
export type BoardRole = typeof BoardRole.Type

/** waterfall.md §2: guidance asks for at least these three board members. */
export const REQUIRED_BOARD_ROLES = ["Project Sponsor", "Senior Supplier", "Senior User"] as const

/** waterfall.md §9: attitudes. */
export const Attitude = Schema.Literal("Very Negative", "Negative", "Neutral", "Positive", "Very Positive")
export type Attitude = typeof Attitude.Type

export const InternalExternal = Schema.Literal("Internal", "External")

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

export const StakeholderStrategyDraft = Schema.Struct({ suggestions: Schema.Array(StakeholderSuggestion) })
export type StakeholderStrategyDraft = typeof StakeholderStrategyDraft.Type
