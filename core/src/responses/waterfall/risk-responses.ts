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

/** POST /risk/generate: the register drafted again (it replaces the old one), snapshot saved_id. */
export const RiskGenerateResponse = Schema.Struct({
  status: Schema.Literal("ok"),
  model: Schema.String,
  count: Schema.Int,
  risks: Schema.Array(RiskView),
  saved_id: Schema.Int
}).annotations({ identifier: "RiskGenerateResponse" })

/** POST /risk/generate_more: how many were added, and the whole register. */
export const RiskGenerateMoreResponse = Schema.Struct({
  status: Schema.Literal("ok"),
  added: Schema.Int,
  model: Schema.String,
  risks: Schema.Array(RiskView),
  saved_id: Schema.Int
}).annotations({ identifier: "RiskGenerateMoreResponse" })

/** POST /risk/add and /risk/update: the row as saved, and the snapshot taken after it. */
export const RiskSavedResponse = Schema.Struct({ ok: Schema.Literal(true), risk: RiskView, saved_id: Schema.Int }).annotations({ identifier: "RiskSavedResponse" })

/** POST /risk/delete and /risk/snapshot: the snapshot's id. */
export const RiskSnapshotResponse = Schema.Struct({ ok: Schema.Literal(true), saved_id: Schema.Int }).annotations({ identifier: "RiskSnapshotResponse" })

/** POST /risk/mitigation: the drafted texts, and the risk as stored when risk_id was sent. */
export const RiskMitigationResponse = Schema.Struct({
  mitigation: Schema.String,
  contingency: Schema.String,
  model: Schema.String,
  risk: Schema.optional(RiskView)
}).annotations({ identifier: "RiskMitigationResponse" })

export type RiskGenerateResponse = typeof RiskGenerateResponse.Type
export type RiskGenerateMoreResponse = typeof RiskGenerateMoreResponse.Type
export type RiskSavedResponse = typeof RiskSavedResponse.Type
export type RiskSnapshotResponse = typeof RiskSnapshotResponse.Type
export type RiskMitigationResponse = typeof RiskMitigationResponse.Type
