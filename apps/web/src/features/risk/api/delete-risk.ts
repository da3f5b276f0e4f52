import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type RiskProjectRef } from "../lib/project-ref"

/** POST /risk/delete {project_name, risk_id, version} (waterfall.md §7). */
export const deleteRisk = (ref: RiskProjectRef, riskId: string, version: number | null): Promise<ApiResult<unknown>> =>
  apiRequest("/risk/delete", { body: { ...projectFields(ref), risk_id: Number(riskId), ...(version === null ? {} : { version }) } })
