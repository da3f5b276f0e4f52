import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /auth/password/request {email} (platform.md §7). */
export const requestPasswordReset = (email: string): Promise<ApiResult<unknown>> =>
  apiRequest<unknown>("/auth/password/request", { method: "POST", body: { email } })
