import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

/** GET /wbs/summary?project_id&project_name&phase -> found, content_md, version, updated_at. */
export const getExecutionSummary = (ref: ProjectRef, phase: string): Promise<ApiResult<unknown>> =>
  apiRequest(`/wbs/summary${query({ ...ref, phase })}`)
