import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

/** GET /agile/schedule?project_name -> { plan, phases, tasks } in display order (agile.md §7). */
export const getSchedule = (ref: ProjectRef): Promise<ApiResult<unknown>> => apiRequest(`/agile/schedule${query({ ...ref })}`)
