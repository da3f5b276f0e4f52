import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /admin/users/{id}/password-reset: a one-time token valid 2 hours (platform.md §6, §7). */
export const createPasswordResetToken = (id: string): Promise<ApiResult<{ readonly token?: string }>> =>
  apiRequest(`/admin/users/${encodeURIComponent(id)}/password-reset`, { method: "POST", body: {} })
