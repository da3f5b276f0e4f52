import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

/** POST /wbs/generate {project_name, project_scope, base_start} -> inserted_rows, items; replaces the WBS. */
export const generateWbs = (ref: ProjectRef, projectScope: string, baseStart: string): Promise<ApiResult<unknown>> =>
  apiRequest("/wbs/generate", { method: "POST", body: { ...ref, project_scope: projectScope, base_start: baseStart } })
