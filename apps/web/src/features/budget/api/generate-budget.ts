import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { generateBody } from "../lib/budget-form"

/** POST /budget/generate -> { budget, weeks, rough, warning?, version } (waterfall.md §7, docs/api.md). */
export const generateBudget = (body: ReturnType<typeof generateBody>): Promise<ApiResult<unknown>> => apiRequest("/budget/generate", { body })
