import { apiRequest, type ApiResult } from "../../../lib/api-client"

export interface SaveAgileScopeBody {
  readonly project_name: string
  readonly data: unknown
  readonly overwrite: true
  /** The version the edit was based on: a save made elsewhere since answers 409. */
  readonly version: number | undefined
}

export interface SaveAgileScopeAnswer {
  readonly version?: number
  readonly saved_at?: string
}

/** POST /agile/scope/save {project_name, data, overwrite: true, version} -> version, saved_at (agile.md §4, §7). */
export const saveAgileScope = (body: SaveAgileScopeBody, keepalive = false): Promise<ApiResult<SaveAgileScopeAnswer>> =>
  apiRequest("/agile/scope/save", { body, keepalive })
