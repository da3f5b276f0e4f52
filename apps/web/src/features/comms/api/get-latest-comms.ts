import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { commsFields, type CommsRef } from "../lib/project-ref"

/** GET /comms/latest (same parameters as prefill): { found, plan, context_used, id } for the approach (waterfall.md §7). */
export const getLatestComms = (ref: CommsRef): Promise<ApiResult<unknown>> => apiRequest(`/comms/latest${query(commsFields(ref))}`)
