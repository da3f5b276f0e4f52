import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

/** POST /wbs/summary/regenerate {project_id, project_name, phase, mode}: standard draft or expansion (saved). */
export const regenerateExecutionSummary = (ref: ProjectRef, phase: string, mode: "standard" | "expand"): Promise<ApiResult<unknown>> =>
  apiRequest("/wbs/summary/regenerate", { method: "POST", body: { ...ref, phase, mode } })
