import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type RiskProjectRef } from "../lib/project-ref"

export interface NewRiskInput {
  readonly title: string
  readonly description: string
  readonly category: string
  readonly likelihood: string
  readonly impact: string
  readonly mitigation: string
}

/** POST /risk/add {project_name, risk}: { ok, risk }; the free plan refuses a second risk with 402 (waterfall.md §7, §1). */
export const addRisk = (ref: RiskProjectRef, risk: NewRiskInput): Promise<ApiResult<{ readonly risk?: unknown }>> =>
  apiRequest("/risk/add", { body: { ...projectFields(ref), risk } })
