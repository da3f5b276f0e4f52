// Shapes shared by the drafting tasks; field names follow waterfall.md §3 and agile.md §3.
import * as Schema from "effect/Schema"
import { RiskCategory, RiskLevel } from "../schemas/enums"

/** A scope section item (waterfall.md §3): title and rationale. */
export const ScopeItemDraft = Schema.Struct({
  title: Schema.String,
  rationale: Schema.String
})
export type ScopeItemDraft = typeof ScopeItemDraft.Type

/** A goal KPI (waterfall.md §3): metric, target, recommended. */
export const KpiDraft = Schema.Struct({
  metric: Schema.String,
  target: Schema.String,
  recommended: Schema.Boolean
})
export type KpiDraft = typeof KpiDraft.Type

export const GoalDraft = Schema.Struct({
  title: Schema.String,
  rationale: Schema.String,
  kpis: Schema.Array(KpiDraft)
})
export type GoalDraft = typeof GoalDraft.Type

// Fixed lists shared with the entity Schemas (waterfall.md §9).
export { Approach, RISK_CATEGORIES, RISK_LEVELS, RiskCategory, RiskLevel } from "../schemas/enums"

export const RiskDraft = Schema.Struct({
  title: Schema.String,
  description: Schema.String,
  category: RiskCategory,
  likelihood: RiskLevel,
  impact: RiskLevel,
  mitigation: Schema.String,
  contingency: Schema.String
})
export type RiskDraft = typeof RiskDraft.Type

/** Free text from the user; optional in requests, trimmed by the drafters. */
export const OptionalText = Schema.optional(Schema.String)

export const ProjectName = Schema.String.pipe(Schema.minLength(1))
