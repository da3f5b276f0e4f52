import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /auth/projects and GET /auth/projects?q={text} (platform.md §7). */
export const getProjects = (q?: string): Promise<ApiResult<unknown>> => apiRequest(`/auth/projects${query({ q: q?.trim() })}`)
