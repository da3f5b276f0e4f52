import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** DELETE /admin/users/{id}: the user and all linked data (platform.md §6, §7). */
export const deleteUser = (id: string): Promise<ApiResult<unknown>> =>
  apiRequest(`/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" })
