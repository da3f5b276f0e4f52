import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type RiskProjectRef } from "../lib/project-ref"

/** POST /risk/generate {project_name, text}: replaces the register, manual risks too (waterfall.md §7). */
export const generateRisks = (ref: RiskProjectRef, text: string): Promise<ApiResult<unknown>> =>
  apiRequest("/risk/generate", { body: { ...projectFields(ref), text } })
