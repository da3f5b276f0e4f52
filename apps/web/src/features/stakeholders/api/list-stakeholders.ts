import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectFields, type StakeholderProjectRef } from "../lib/project-ref"

/** GET /stakeholder/list?project_name: { stakeholders } (waterfall.md §7). */
export const listStakeholders = (ref: StakeholderProjectRef): Promise<ApiResult<unknown>> =>
  apiRequest(`/stakeholder/list${query(projectFields(ref))}`)
