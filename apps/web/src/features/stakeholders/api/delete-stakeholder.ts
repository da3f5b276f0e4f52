import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type StakeholderProjectRef } from "../lib/project-ref"

/** POST /stakeholder/delete {project_name, stakeholder_id, version} (waterfall.md §7). */
export const deleteStakeholder = (ref: StakeholderProjectRef, id: number, version: number | null): Promise<ApiResult<unknown>> =>
  apiRequest("/stakeholder/delete", { body: { ...projectFields(ref), stakeholder_id: id, ...(version === null ? {} : { version }) } })
