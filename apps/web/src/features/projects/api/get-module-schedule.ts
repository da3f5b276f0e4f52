import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /agile/schedule: { plan, tasks } (agile.md §7). */
export const getModuleSchedule = (projectId: string): Promise<ApiResult<unknown>> => apiRequest(`/agile/schedule${query({ project_id: projectId })}`)
