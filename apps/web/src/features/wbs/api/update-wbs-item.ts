import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { RowLink } from "../lib/row-links"

export interface WbsItemPatch {
  readonly task?: string
  readonly duration_days?: number
  readonly parent_id?: number | null
  /** The row's task links by predecessor id (replaces them; [] removes). */
  readonly links?: ReadonlyArray<RowLink>
  /** The version the row was read at: another write since answers 409. */
  readonly version?: number
}

/** PUT /wbs/item/{id}: field edits and indent/outdent (parent_id) (waterfall.md §7). */
export const updateWbsItem = (id: number, patch: WbsItemPatch, keepalive = false): Promise<ApiResult<unknown>> =>
  apiRequest(`/wbs/item/${id}`, { method: "PUT", body: patch, keepalive })
