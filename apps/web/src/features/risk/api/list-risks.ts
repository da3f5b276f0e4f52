import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectFields, type RiskProjectRef } from "../lib/project-ref"

/** GET /risk/list?project_name: { risks } (waterfall.md §7). */
export const listRisks = (ref: RiskProjectRef): Promise<ApiResult<unknown>> => apiRequest(`/risk/list${query(projectFields(ref))}`)
