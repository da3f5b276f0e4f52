import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { recordGenerateWarnings } from "../lib/brief-warnings-store"
import type { ProjectRef } from "./project-ref"

/** POST /agile/schedule/generate_plan {project_name, base_start}: replaces the schedule (agile.md §7); warnings? as /wbs/generate. */
export const generateSchedulePlan = async (ref: ProjectRef, baseStart: string): Promise<ApiResult<unknown>> => {
  const result = await apiRequest("/agile/schedule/generate_plan", { method: "POST", body: { ...ref, base_start: baseStart } })
  if (result.ok) recordGenerateWarnings("schedule", ref, result.data)
  return result
}
