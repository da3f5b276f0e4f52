import { apiRequest, type ApiResult } from "../../../lib/api-client"

export interface SaveScopeAnswer {
  readonly ok?: boolean
  readonly saved_at?: string
  readonly version?: number
}

/** POST /scope/save {project_name, scope, detail, in_scope, setup, history, version} -> saved_at, version; 409 when stale. */
export const saveScope = (body: unknown, keepalive = false): Promise<ApiResult<SaveScopeAnswer>> => apiRequest("/scope/save", { body, keepalive })
