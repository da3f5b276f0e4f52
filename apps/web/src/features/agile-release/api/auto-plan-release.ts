import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type ReleaseProjectRef } from "../lib/project-ref"

/** POST /agile/release/auto_plan {project_name, target_now_points}: the planned lanes (agile.md §7). */
export const autoPlanRelease = (ref: ReleaseProjectRef, targetNowPoints: number): Promise<ApiResult<unknown>> =>
  apiRequest("/agile/release/auto_plan", { body: { ...projectFields(ref), target_now_points: targetNowPoints } })
