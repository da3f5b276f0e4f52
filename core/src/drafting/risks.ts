// Risk Register drafting tasks (waterfall.md §2 Risk Register, §7 Risk calls, §9; agile.md §2, §9).
import * as Schema from "effect/Schema"
import { ProjectName, RiskCategory, RiskDraft, RiskLevel } from "./common"

/** waterfall.md §9: additional generation adds 3 to 5 risks. */
export const MORE_RISKS_COUNT = { min: 3, max: 5 } as const
/** Size of a first register (a credible register covers several categories). */
export const REGISTER_COUNT = { min: 8, max: 12 } as const

export const RiskRegisterRequest = Schema.Struct({
  project_name: ProjectName,
  text: Schema.String
})
export type RiskRegisterRequest = typeof RiskRegisterRequest.Type

export const RisksDraft = Schema.Struct({ risks: Schema.Array(RiskDraft) })
export type RisksDraft = typeof RisksDraft.Type

export const MoreRisksRequest = Schema.Struct({
  project_name: ProjectName,
  text: Schema.String,
  existing_titles: Schema.Array(Schema.String),
  count: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(MORE_RISKS_COUNT.min, MORE_RISKS_COUNT.max)))
})
export type MoreRisksRequest = typeof MoreRisksRequest.Type

export const MitigationRequest = Schema.Struct({
  project_name: Schema.optional(Schema.String),
  title: Schema.String.pipe(Schema.minLength(1)),
  description: Schema.optional(Schema.String),
  category: Schema.optional(RiskCategory),
  likelihood: Schema.optional(RiskLevel),
  impact: Schema.optional(RiskLevel)
})
export type MitigationRequest = typeof MitigationRequest.Type

export const MitigationDraft = Schema.Struct({
  mitigation: Schema.String,
  contingency: Schema.String
})
export type MitigationDraft = typeof MitigationDraft.Type
