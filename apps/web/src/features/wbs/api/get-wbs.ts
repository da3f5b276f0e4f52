import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

/** GET /wbs?project_id&project_name -> { items } in WBS order (waterfall.md §7). */
export const getWbs = (ref: ProjectRef): Promise<ApiResult<unknown>> => apiRequest(`/wbs${query({ ...ref })}`)
