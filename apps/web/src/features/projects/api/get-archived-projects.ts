import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /auth/projects/archived (platform.md §7). */
export const getArchivedProjects = (): Promise<ApiResult<unknown>> => apiRequest("/auth/projects/archived")
