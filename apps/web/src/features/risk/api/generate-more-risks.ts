import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type RiskProjectRef } from "../lib/project-ref"

/** POST /risk/generate_more {project_name, text, existing_titles}: 3-5 new risks (waterfall.md §7, §9). */
export const generateMoreRisks = (ref: RiskProjectRef, text: string, existingTitles: ReadonlyArray<string>): Promise<ApiResult<unknown>> =>
  apiRequest("/risk/generate_more", { body: { ...projectFields(ref), text, existing_titles: existingTitles } })
