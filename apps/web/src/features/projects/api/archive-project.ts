import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /auth/projects/{id}/archive (platform.md §7). */
export const archiveProject = (id: string): Promise<ApiResult<unknown>> =>
  apiRequest(`/auth/projects/${encodeURIComponent(id)}/archive`, { method: "POST", body: {} })
