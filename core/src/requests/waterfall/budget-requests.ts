import * as Schema from "effect/Schema"
import { CostTypeUpdate } from "../../schemas/budget"
import { BaseVersion, projectRequest } from "./project-ref"

/** POST /budget/update_cost_types {project_name, updates [{id, cost_type}]} (+ version). */
export const BudgetCostTypesRequest = projectRequest("BudgetCostTypesRequest", { updates: Schema.Array(CostTypeUpdate), version: BaseVersion })
export type BudgetCostTypesRequest = typeof BudgetCostTypesRequest.Type
