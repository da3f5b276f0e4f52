import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

/** POST /agile/schedule/generate_resources {project_name}: roles for rows without a resource (agile.md §7). */
export const generateScheduleResources = (ref: ProjectRef): Promise<ApiResult<unknown>> =>
  apiRequest("/agile/schedule/generate_resources", { method: "POST", body: { ...ref } })
