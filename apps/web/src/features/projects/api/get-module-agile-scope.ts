import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /agile/scope (reading only): { scope, version } (agile.md §7). */
export const getModuleAgileScope = (projectId: string): Promise<ApiResult<unknown>> => apiRequest(`/agile/scope${query({ project_id: projectId })}`)
