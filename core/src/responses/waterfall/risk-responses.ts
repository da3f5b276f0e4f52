import * as Schema from "effect/Schema"
import { RAG_LABELS } from "../../rules/risk/risk-rag"

/** A risk as the API answers it (waterfall.md §3 Risk) with its RAG score and label (§9; null when the levels do not score). */
export const RiskView = Schema.Struct({
  id: Schema.Int,
  risk_id: Schema.Int,
  title: Schema.String,
  description: Schema.String,
  category: Schema.String,
  likelihood: Schema.String,
  impact: Schema.String,
  mitigation: Schema.String,
  contingency: Schema.String,
  status: Schema.String,
  source: Schema.String,
  version: Schema.Int,
  created_at: Schema.String,
  rag_score: Schema.NullOr(Schema.Number),
  rag_label: Schema.NullOr(Schema.Literal(...RAG_LABELS))
}).annotations({ identifier: "RiskView" })
export type RiskView = typeof RiskView.Type

/** GET /risk/list: the register under `risks` and `items`. */
export const RiskListResponse = Schema.Struct({
  project_id: Schema.Int,
  project_name: Schema.String,
  risks: Schema.Array(RiskView),
  items: Schema.Array(RiskView)
}).annotations({ identifier: "RiskListResponse" })
export type RiskListResponse = typeof RiskListResponse.Type
