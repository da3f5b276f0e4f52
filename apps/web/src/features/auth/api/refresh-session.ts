import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /auth/refresh (platform.md §7): rotates the session after a plan change. */
export const refreshSession = (): Promise<ApiResult<unknown>> => apiRequest("/auth/refresh", { method: "POST", body: {} })
