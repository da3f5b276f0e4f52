import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /admin/users/{id}/topups {bundles}: ok (platform.md §7). */
export const grantTopups = (id: string, bundles: number): Promise<ApiResult<{ readonly ok?: boolean }>> =>
  apiRequest(`/admin/users/${encodeURIComponent(id)}/topups`, { method: "POST", body: { bundles } })
