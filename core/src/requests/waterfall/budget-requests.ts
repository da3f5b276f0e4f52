import * as Schema from "effect/Schema"
import { CostTypeUpdate } from "../../schemas/budget"
import { numberAtLeast } from "../../schemas/primitives"
import { BaseVersion, projectRequest } from "./project-ref"

/**
 * POST /budget/update_cost_types {project_name, updates [{id, cost_type}]} (+ version). Beyond the spec (issue 37):
 * an optional contingency_pct is saved into the budget's config first, so Save & Recalculate applies a corrected
 * contingency to the totals.
 */
export const BudgetCostTypesRequest = projectRequest("BudgetCostTypesRequest", {
  updates: Schema.Array(CostTypeUpdate),
  version: BaseVersion,
  contingency_pct: Schema.optional(numberAtLeast(0, "contingency_pct must be a number of at least 0"))
})
export type BudgetCostTypesRequest = typeof BudgetCostTypesRequest.Type
