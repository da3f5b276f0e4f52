import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectFields, type ReleaseProjectRef } from "../lib/project-ref"

/** GET /agile/backlog?project_name: the epics and stories the cards show (agile.md §7). */
export const getBacklogStories = (ref: ReleaseProjectRef): Promise<ApiResult<unknown>> => apiRequest(`/agile/backlog${query(projectFields(ref))}`)
