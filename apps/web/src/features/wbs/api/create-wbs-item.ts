import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

export interface NewWbsItemBody {
  readonly parent_id: number | null
  /** Add sibling: the row to place the new one right after (its parent is taken from it). */
  readonly after_id?: number
  readonly task: string
  readonly duration_days: number
}

/** POST /wbs/item: a new row, right after `after_id` or else the last child of its parent (waterfall.md §7). */
export const createWbsItem = (ref: ProjectRef, item: NewWbsItemBody): Promise<ApiResult<unknown>> =>
  apiRequest("/wbs/item", { method: "POST", body: { ...ref, ...item } })
