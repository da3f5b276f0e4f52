import { apiRequest, type ApiResult } from "../../../lib/api-client"

export type ProjectScope = "true" | "false" | "all"

/** DELETE /admin/users/{id}/projects?archived=true|false|all (platform.md §7). */
export const deleteUserProjects = (id: string, archived: ProjectScope): Promise<ApiResult<unknown>> =>
  apiRequest(`/admin/users/${encodeURIComponent(id)}/projects?archived=${archived}`, { method: "DELETE" })
