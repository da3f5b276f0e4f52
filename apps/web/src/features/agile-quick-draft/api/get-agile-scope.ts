import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /agile/scope?project_name (nothing created): whether the plan allows agile and a scope is stored already (version > 0). */
export const getAgileScope = (projectName: string): Promise<ApiResult<{ readonly version?: number; readonly project_id?: number | string | null }>> =>
  apiRequest(`/agile/scope${query({ project_name: projectName, _: Date.now() })}`)
