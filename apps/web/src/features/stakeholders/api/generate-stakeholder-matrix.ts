import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type StakeholderProjectRef } from "../lib/project-ref"
import type { StakeholderPayload } from "../lib/stakeholder-row"

/** POST /stakeholder/matrix {project_name, stakeholders} -> matrix_image_path under the API base (waterfall.md §7). */
export const generateStakeholderMatrix = (ref: StakeholderProjectRef, stakeholders: ReadonlyArray<StakeholderPayload>): Promise<ApiResult<unknown>> =>
  apiRequest("/stakeholder/matrix", { body: { ...projectFields(ref), stakeholders } })
