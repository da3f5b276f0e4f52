import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

/** POST /agile/schedule/generate_plan {project_name, base_start}: replaces the schedule (agile.md §7). */
export const generateSchedulePlan = (ref: ProjectRef, baseStart: string): Promise<ApiResult<unknown>> =>
  apiRequest("/agile/schedule/generate_plan", { method: "POST", body: { ...ref, base_start: baseStart } })
