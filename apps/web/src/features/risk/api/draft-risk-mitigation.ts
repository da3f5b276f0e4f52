import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { RiskRow } from "../lib/risk-row"
import { projectFields, type RiskProjectRef } from "../lib/project-ref"

/** POST /risk/mitigation {title, description, category, likelihood, impact} + project, risk_id and the row version: stored on the risk unless it changed (409). */
export const draftRiskMitigation = (
  ref: RiskProjectRef,
  risk: RiskRow
): Promise<ApiResult<{ readonly mitigation?: unknown; readonly contingency?: unknown }>> =>
  apiRequest("/risk/mitigation", {
    body: {
      ...projectFields(ref),
      risk_id: Number(risk.id),
      version: risk.version,
      title: risk.title,
      description: risk.description,
      category: risk.category,
      likelihood: risk.likelihood,
      impact: risk.impact
    }
  })
