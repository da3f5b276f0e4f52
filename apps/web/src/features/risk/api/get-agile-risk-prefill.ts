import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectFields, type RiskProjectRef } from "../lib/project-ref"

/** GET /agile/risk/prefill?project_name: { suggested_input } from the agile scope (agile.md §7); 402 on a plan without Agile. */
export const getAgileRiskPrefill = (ref: RiskProjectRef): Promise<ApiResult<{ readonly suggested_input?: unknown }>> =>
  apiRequest(`/agile/risk/prefill${query({ ...projectFields(ref), t: Date.now() })}`)
