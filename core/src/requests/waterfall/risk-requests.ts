import * as Schema from "effect/Schema"
import { RiskCategory } from "../../schemas/enums"
import { Id, LinesField, looseLiteral, nullable, optional, requiredText, Text } from "../../schemas/primitives"
import { JsonObject } from "../../schemas/json-value"
import { NewRisk, RiskFieldsPatch, RiskLevelInput } from "../../schemas/risk"
import { RISK_TITLE_REQUIRED } from "../../messages/risk"
import { BaseVersion, projectRequest } from "./project-ref"

/** POST /risk/generate {project_name, text}. */
export const RiskGenerateRequest = projectRequest("RiskGenerateRequest", { text: Text }, { text: ["context"] })
export type RiskGenerateRequest = typeof RiskGenerateRequest.Type

/** POST /risk/generate_more {project_name, text, existing_titles}. */
export const RiskGenerateMoreRequest = projectRequest("RiskGenerateMoreRequest", { text: Text, existing_titles: LinesField }, { text: ["context"] })
export type RiskGenerateMoreRequest = typeof RiskGenerateMoreRequest.Type

/** POST /risk/update {project_name, risk_id, fields} (+ version of the row). */
export const RiskUpdateRequest = projectRequest("RiskUpdateRequest", { risk_id: Id, fields: RiskFieldsPatch, version: BaseVersion }, { risk_id: ["id"] })
export type RiskUpdateRequest = typeof RiskUpdateRequest.Type

/** POST /risk/delete {project_name, risk_id} (+ version of the row: a stale one answers 409). */
export const RiskDeleteRequest = projectRequest("RiskDeleteRequest", { risk_id: Id, version: BaseVersion }, { risk_id: ["id"] })
export type RiskDeleteRequest = typeof RiskDeleteRequest.Type

/** POST /risk/mitigation {title, description, category, likelihood, impact}; project and risk_id optional. */
export const RiskMitigationRequest = projectRequest("RiskMitigationRequest", {
  title: requiredText(RISK_TITLE_REQUIRED),
  description: Text,
  category: nullable(looseLiteral(RiskCategory.literals), { blankIsNull: true }),
  likelihood: nullable(RiskLevelInput),
  impact: nullable(RiskLevelInput),
  risk_id: optional(Id),
  // with risk_id: the row version the client drafted from; a stale one answers 409 and nothing is drafted
  version: BaseVersion
})
export type RiskMitigationRequest = typeof RiskMitigationRequest.Type

/** POST /risk/add {project_name, risk}: defaults Technical / Medium / Medium. */
export const RiskAddRequest = projectRequest("RiskAddRequest", { risk: NewRisk })
export type RiskAddRequest = typeof RiskAddRequest.Type

/** POST /risk/snapshot {project_name, items, source, model, notes}: items are the register's rows, stored as sent. */
export const RiskSnapshotRequest = projectRequest("RiskSnapshotRequest", {
  items: Schema.Array(JsonObject),
  source: Text,
  model: Text,
  notes: Text
})
export type RiskSnapshotRequest = typeof RiskSnapshotRequest.Type
