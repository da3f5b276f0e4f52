import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { agileGenerateBody } from "../lib/agile-budget-form"
import type { generateBody } from "../lib/budget-form"
import { budgetApiBase, type BudgetMode } from "../lib/budget-mode"

/** POST /budget/generate -> { budget, weeks, rough, warning?, version } (waterfall.md §7); agile: POST /budget/agile/generate (agile.md §7). */
export const generateBudget = (body: ReturnType<typeof generateBody> | ReturnType<typeof agileGenerateBody>, mode: BudgetMode = "waterfall"): Promise<ApiResult<unknown>> =>
  apiRequest(`${budgetApiBase(mode)}/generate`, { body })
