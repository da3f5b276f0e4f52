import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

export interface UserSearch {
  readonly q: string
  readonly role: string
  readonly plan: string
  readonly active: string
}

/** GET /admin/users?q&role&plan&plan_code&active (platform.md §7). */
export const searchUsers = (search: UserSearch): Promise<ApiResult<unknown>> =>
  apiRequest(`/admin/users${query({ q: search.q.trim(), role: search.role, plan: search.plan, plan_code: search.plan, active: search.active })}`)
