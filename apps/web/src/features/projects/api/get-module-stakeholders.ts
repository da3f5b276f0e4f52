import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /stakeholder/list: { stakeholders } (waterfall.md §7). */
export const getModuleStakeholders = (projectId: string): Promise<ApiResult<unknown>> => apiRequest(`/stakeholder/list${query({ project_id: projectId })}`)
