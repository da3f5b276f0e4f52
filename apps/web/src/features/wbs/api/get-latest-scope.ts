import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /scope/latest?project_name (cache-busting timestamp) -> the saved scope (waterfall.md §7). */
export const getLatestScope = (projectName: string): Promise<ApiResult<unknown>> =>
  apiRequest(`/scope/latest${query({ project_name: projectName, _: Date.now() })}`)
