import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

export interface AgileScopeAnswer {
  readonly project_id?: number | string | null
  readonly project_name?: string
  readonly scope?: unknown
  readonly version?: number
}

/** GET /agile/scope?project_name&create_if_missing=true&seed=true (cache-busting timestamp) -> project_id, scope, version (agile.md §4, §7). */
export const getAgileScope = (projectName: string): Promise<ApiResult<AgileScopeAnswer>> =>
  apiRequest(`/agile/scope${query({ project_name: projectName, create_if_missing: true, seed: true, _: Date.now() })}`)
