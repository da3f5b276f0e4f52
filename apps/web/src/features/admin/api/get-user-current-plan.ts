import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /admin/users/{id}/current-plan: plan_code (platform.md §7). */
export const getUserCurrentPlan = (id: string): Promise<ApiResult<{ readonly plan_code?: string | null }>> =>
  apiRequest(`/admin/users/${encodeURIComponent(id)}/current-plan`)
