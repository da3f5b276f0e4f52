import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectFields, type ReleaseProjectRef } from "../lib/project-ref"

/** GET /agile/release?project_name: { lanes, wip_limits, unplaced, version } (agile.md §7). */
export const getRelease = (ref: ReleaseProjectRef): Promise<ApiResult<unknown>> => apiRequest(`/agile/release${query(projectFields(ref))}`)
