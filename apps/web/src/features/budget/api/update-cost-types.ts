import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { budgetApiBase, type BudgetMode } from "../lib/budget-mode"
import { projectFields, type BudgetProjectRef } from "./project-ref"

export interface CostTypeChange {
  readonly id: string
  readonly cost_type: "CAPEX" | "OPEX"
}

/**
 * POST /budget/update_cost_types (agile: /budget/agile/update_cost_types) {project_name, updates, version} -> { totals, budget, version };
 * a stale version answers 409. `contingencyPct` (waterfall, issue 37) saves the form's contingency with the cost types.
 */
export const updateCostTypes = (
  ref: BudgetProjectRef,
  updates: ReadonlyArray<CostTypeChange>,
  version: number,
  keepalive = false,
  mode: BudgetMode = "waterfall",
  contingencyPct?: number
): Promise<ApiResult<unknown>> =>
  apiRequest(`${budgetApiBase(mode)}/update_cost_types`, {
    body: {
      ...projectFields(ref),
      updates: updates.map((u) => ({ id: /^\d+$/.test(u.id) ? Number(u.id) : u.id, cost_type: u.cost_type })),
      version,
      ...(contingencyPct === undefined ? {} : { contingency_pct: contingencyPct })
    },
    keepalive
  })
