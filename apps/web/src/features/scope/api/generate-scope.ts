import { apiRequest, type ApiResult } from "../../../lib/api-client"

export interface GenerateScopeBody {
  readonly project_name: string
  readonly delivery_approach: string
  readonly procurement: string
  readonly third_parties: string
  readonly clarification_answers: Readonly<Record<string, string>>
}

/** POST /scope/generate -> the drafted (and saved) scope (waterfall.md §7). */
export const generateScope = (body: GenerateScopeBody): Promise<ApiResult<unknown>> => apiRequest("/scope/generate", { body })
