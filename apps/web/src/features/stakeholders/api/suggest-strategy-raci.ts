import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type StakeholderProjectRef } from "../lib/project-ref"
import type { StakeholderPayload } from "../lib/stakeholder-row"

/**
 * POST /stakeholder/strategy_raci {project_name, rows, overwrite: false} -> suggestions, stakeholders (waterfall.md §7).
 * Nothing is stored: the screen shows the suggestions and saves only the ones the user accepts (issue 37).
 */
export const suggestStrategyRaci = (ref: StakeholderProjectRef, rows: ReadonlyArray<StakeholderPayload>): Promise<ApiResult<unknown>> =>
  apiRequest("/stakeholder/strategy_raci", { body: { ...projectFields(ref), rows, overwrite: false } })
