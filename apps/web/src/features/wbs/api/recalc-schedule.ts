import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

/** POST /agile/schedule/recalc {project_name, base_start}: working-day dates (agile.md §7). */
export const recalcSchedule = (ref: ProjectRef, baseStart: string): Promise<ApiResult<unknown>> =>
  apiRequest("/agile/schedule/recalc", { method: "POST", body: { ...ref, base_start: baseStart } })
