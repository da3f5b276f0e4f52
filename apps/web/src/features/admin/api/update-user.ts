import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** PATCH /admin/users/{id} with is_active or plan (null clears the plan) (platform.md §7). */
export const updateUser = (id: string, patch: { readonly is_active?: boolean; readonly plan?: string | null }): Promise<ApiResult<unknown>> =>
  apiRequest(`/admin/users/${encodeURIComponent(id)}`, { method: "PATCH", body: patch })
