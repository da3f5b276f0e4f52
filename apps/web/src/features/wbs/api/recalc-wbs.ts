import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

/** POST /wbs/recalc {project_id, project_name, base_start} -> items with working-day dates. */
export const recalcWbs = (ref: ProjectRef, baseStart: string): Promise<ApiResult<unknown>> =>
  apiRequest("/wbs/recalc", { method: "POST", body: { ...ref, base_start: baseStart } })
