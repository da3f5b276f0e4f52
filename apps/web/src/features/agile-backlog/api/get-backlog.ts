import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectFields, type BacklogProjectRef } from "../lib/project-ref"

/** GET /agile/backlog?project_name: { project_id, epics, stories, version } (agile.md §7). */
export const getBacklog = (ref: BacklogProjectRef): Promise<ApiResult<unknown>> => apiRequest(`/agile/backlog${query(projectFields(ref))}`)
