import { apiRequest, type ApiResult } from "./api-client"

/** GET /auth/projects/{id}/delivery: project_name, delivery (platform.md §7); for the screens both methods share. */
export const getProjectDelivery = (id: string): Promise<ApiResult<{ readonly project_name?: string; readonly delivery?: string }>> =>
  apiRequest(`/auth/projects/${encodeURIComponent(id)}/delivery`)
