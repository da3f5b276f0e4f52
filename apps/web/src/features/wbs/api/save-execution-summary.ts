import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

/** POST /wbs/summary/save {project_id, project_name, phase, content_md, version} (version 0: none saved yet); keepalive when leaving the page. */
export const saveExecutionSummary = (
  ref: ProjectRef,
  phase: string,
  contentMd: string,
  version: number,
  keepalive = false
): Promise<ApiResult<unknown>> =>
  apiRequest("/wbs/summary/save", { method: "POST", body: { ...ref, phase, content_md: contentMd, version }, keepalive })
