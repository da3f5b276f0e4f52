import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /auth/projects?name={name}: resolves a project name within the user's projects (platform.md §7). */
export const resolveProject = (name: string): Promise<ApiResult<unknown>> => apiRequest(`/auth/projects${query({ name })}`)
