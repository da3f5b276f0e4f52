import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { commsFields, type CommsRef } from "../lib/project-ref"

/** GET /comms/prefill?project_name&project_approach&project_method: { suggested_context } (waterfall.md §7). */
export const getCommsPrefill = (ref: CommsRef): Promise<ApiResult<{ readonly suggested_context?: unknown }>> =>
  apiRequest(`/comms/prefill${query(commsFields(ref))}`)
