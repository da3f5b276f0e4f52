// Shapes shared by the drafting tasks; field names follow waterfall.md §3 and agile.md §3.
import * as Schema from "effect/Schema"

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

/** waterfall.md §9: the nine risk categories. */
export const RISK_CATEGORIES = [
  "Technical",
  "Vendor",
  "Schedule",
  "Cost",
  "Compliance",
  "Security",
  "Operational",
  "Change/People",
  "Uncategorized"
] as const
export const RiskCategory = Schema.Literal(...RISK_CATEGORIES)
export type RiskCategory = typeof RiskCategory.Type

/** waterfall.md §9: the likelihood / impact scale, worth 1 to 5. */
export const RISK_LEVELS = ["Very Low", "Low", "Medium", "High", "Very High"] as const
export const RiskLevel = Schema.Literal(...RISK_LEVELS)
export type RiskLevel = typeof RiskLevel.Type

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

/** waterfall.md §9: approaches. */
export const Approach = Schema.Literal("Waterfall", "Agile")
export type Approach = typeof Approach.Type

/** Free text from the user; optional in requests, trimmed by the drafters. */
export const OptionalText = Schema.optional(Schema.String)

export const ProjectName = Schema.String.pipe(Schema.minLength(1))
