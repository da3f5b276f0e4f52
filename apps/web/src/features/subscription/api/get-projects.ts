import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /auth/projects (platform.md §7): the active projects, newest first. */
export const getProjects = (): Promise<ApiResult<unknown>> => apiRequest("/auth/projects")
