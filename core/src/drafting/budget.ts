// Budget extras drafting task (waterfall.md §2 Budget Scope Extras, §3 Budget item, §7 /budget/generate, §9).
import * as Schema from "effect/Schema"
import { CostType } from "../schemas/enums"
import { ProjectName } from "./common"

export const EXTRA_CATEGORIES = ["Software", "Hardware", "Third-party"] as const
export const ExtraCategory = Schema.Literal(...EXTRA_CATEGORIES)
export type ExtraCategory = typeof ExtraCategory.Type

export { CostType }

export const BudgetExtrasRequest = Schema.Struct({
  project_name: ProjectName,
  scope_flags: Schema.Struct({
    has_software: Schema.optional(Schema.Boolean),
    has_hardware: Schema.optional(Schema.Boolean),
    has_third_party: Schema.optional(Schema.Boolean)
  }),
  extras_text: Schema.optional(
    Schema.Struct({
      software: Schema.optional(Schema.String),
      hardware: Schema.optional(Schema.String),
      third_party: Schema.optional(Schema.String)
    })
  ),
  /** waterfall.md §9 defaults: AUD, AU, 12 months. */
  currency: Schema.optional(Schema.String),
  region: Schema.optional(Schema.String),
  pricing_horizon_months: Schema.optional(Schema.Number),
  context: Schema.optional(Schema.String)
})
export type BudgetExtrasRequest = typeof BudgetExtrasRequest.Type

export const BudgetExtraItem = Schema.Struct({
  category: ExtraCategory,
  item: Schema.String,
  estimated_cost: Schema.Number.pipe(Schema.greaterThan(0)),
  justification: Schema.String,
  cost_type: CostType
})
export type BudgetExtraItem = typeof BudgetExtraItem.Type

export const BudgetExtrasDraft = Schema.Struct({
  currency: Schema.String,
  items: Schema.Array(BudgetExtraItem)
})
export type BudgetExtrasDraft = typeof BudgetExtrasDraft.Type
