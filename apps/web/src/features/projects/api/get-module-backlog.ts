import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /agile/backlog: { epics, stories, version } (agile.md §7). */
export const getModuleBacklog = (projectId: string): Promise<ApiResult<unknown>> => apiRequest(`/agile/backlog${query({ project_id: projectId })}`)
