import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /auth/projects/{id}/delivery: project_name, delivery (platform.md §7). */
export const getProjectDelivery = (id: string): Promise<ApiResult<{ readonly project_name?: string; readonly delivery?: string }>> =>
  apiRequest(`/auth/projects/${encodeURIComponent(id)}/delivery`)
