import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { recordGenerateWarnings } from "../lib/brief-warnings-store"
import type { ProjectRef } from "./project-ref"

/** POST /wbs/generate {project_name, project_scope, base_start} -> inserted_rows, items, warnings?; replaces the WBS. */
export const generateWbs = async (ref: ProjectRef, projectScope: string, baseStart: string): Promise<ApiResult<unknown>> => {
  const result = await apiRequest("/wbs/generate", { method: "POST", body: { ...ref, project_scope: projectScope, base_start: baseStart } })
  if (result.ok) recordGenerateWarnings("wbs", ref, result.data)
  return result
}
