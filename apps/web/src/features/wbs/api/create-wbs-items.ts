import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { PastedTask } from "../lib/pasted-tasks"
import type { ProjectRef } from "./project-ref"

/** POST /wbs/items: many rows in one call (a pasted task list), right after `after_id` (issue 18). */
export const createWbsItems = (
  ref: ProjectRef,
  body: { readonly after_id?: number; readonly parent_id?: number | null; readonly items: ReadonlyArray<PastedTask> }
): Promise<ApiResult<unknown>> => apiRequest("/wbs/items", { method: "POST", body: { ...ref, ...body } })
