import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /auth/projects/{id}/unarchive (platform.md §7). */
export const unarchiveProject = (id: string): Promise<ApiResult<unknown>> =>
  apiRequest(`/auth/projects/${encodeURIComponent(id)}/unarchive`, { method: "POST", body: {} })
