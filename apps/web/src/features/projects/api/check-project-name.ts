import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /projects/check-name?name={name}: exists (platform.md §7). */
export const checkProjectName = (name: string): Promise<ApiResult<{ readonly exists?: boolean }>> =>
  apiRequest(`/projects/check-name${query({ name })}`)
