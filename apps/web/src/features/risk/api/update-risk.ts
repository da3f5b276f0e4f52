import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type RiskProjectRef } from "../lib/project-ref"

export interface RiskFieldsPatch {
  readonly title?: string
  readonly description?: string
  readonly category?: string
  readonly likelihood?: string
  readonly impact?: string
  readonly mitigation?: string
}

/** POST /risk/update {project_name, risk_id, fields, version}: a stale version answers 409 (docs/api.md "Versions"). */
export const updateRisk = (
  ref: RiskProjectRef,
  riskId: string,
  fields: RiskFieldsPatch,
  version: number | null,
  keepalive = false
): Promise<ApiResult<unknown>> =>
  apiRequest("/risk/update", { body: { ...projectFields(ref), risk_id: Number(riskId), fields, ...(version === null ? {} : { version }) }, keepalive })
