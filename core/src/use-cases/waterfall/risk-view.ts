import type { RiskView } from "../../responses/waterfall/risk-responses"
import type { RiskFields, RiskRecord } from "../../ports/waterfall/risk-repository"
import { riskRag } from "../../rules/risk/risk-rag"

/** The editable fields of a risk (waterfall.md §3 Risk), picked from any object that carries them. */
export const riskFields = (r: RiskFields): RiskFields => ({
  title: r.title,
  description: r.description,
  category: r.category,
  likelihood: r.likelihood,
  impact: r.impact,
  mitigation: r.mitigation,
  contingency: r.contingency,
  status: r.status
})

/** A risk as answered by the API, with rag_score and rag_label derived by core's rule (waterfall.md §9). */
export const riskView = (r: RiskRecord): RiskView => {
  const rag = riskRag(r)
  return {
    id: r.id,
    risk_id: r.id,
    ...riskFields(r),
    source: r.source,
    version: r.version,
    created_at: r.createdAt.toISOString(),
    rag_score: rag?.score ?? null,
    rag_label: rag?.label ?? null
  }
}
export type { RiskView }
