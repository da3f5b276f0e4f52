import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /auth/password/reset/confirm {token, password}: the form the reset page uses (platform.md §7). */
export const confirmPasswordReset = (token: string, password: string): Promise<ApiResult<{ ok?: boolean; error?: string }>> =>
  apiRequest("/auth/password/reset/confirm", { method: "POST", body: { token, password } })
