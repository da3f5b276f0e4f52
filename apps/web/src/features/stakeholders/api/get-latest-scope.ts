import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectFields, type StakeholderProjectRef } from "../lib/project-ref"

/** GET /scope/latest: the saved scope, read for the parties it names (issue 37); a failure shows no candidates. */
export const getLatestScope = (ref: StakeholderProjectRef): Promise<ApiResult<{ readonly found?: boolean; readonly scope?: unknown }>> =>
  apiRequest(`/scope/latest${query(projectFields(ref))}`)
