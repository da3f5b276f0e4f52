import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectFields, type RiskProjectRef } from "../lib/project-ref"

/** GET /scope/latest?project_name (cache-busting timestamp): { found, scope } for Refresh from Scope (waterfall.md §7). */
export const getLatestScope = (ref: RiskProjectRef): Promise<ApiResult<{ readonly found?: boolean; readonly scope?: unknown }>> =>
  apiRequest(`/scope/latest${query({ ...projectFields(ref), t: Date.now() })}`)
