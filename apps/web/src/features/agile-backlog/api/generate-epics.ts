import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type BacklogProjectRef } from "../lib/project-ref"

/** POST /agile/epics/generate {project_name}: the backlog with the new epics and `added` (agile.md §7). */
export const generateEpics = (ref: BacklogProjectRef): Promise<ApiResult<unknown>> => apiRequest("/agile/epics/generate", { body: projectFields(ref) })
