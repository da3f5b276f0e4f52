import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type StakeholderProjectRef } from "../lib/project-ref"
import type { StakeholderPayload } from "../lib/stakeholder-row"

/** POST /stakeholder/strategy_raci {project_name, rows, overwrite: true} -> suggestions, stakeholders (waterfall.md §7). */
export const suggestStrategyRaci = (ref: StakeholderProjectRef, rows: ReadonlyArray<StakeholderPayload>): Promise<ApiResult<unknown>> =>
  apiRequest("/stakeholder/strategy_raci", { body: { ...projectFields(ref), rows, overwrite: true } })
