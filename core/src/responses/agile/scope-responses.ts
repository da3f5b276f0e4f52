import * as Schema from "effect/Schema"
import { AgileScope, Persona } from "../../schemas/agile-scope"

/** GET /agile/scope: the scope (created empty when asked and missing) and its version. */
export const AgileScopeResponse = Schema.Struct({
  project_id: Schema.Int,
  project_name: Schema.String,
  scope: AgileScope,
  version: Schema.Int,
  created: Schema.Boolean
}).annotations({ identifier: "AgileScopeResponse" })

/** POST /agile/scope/save. */
export const AgileScopeSaveResponse = Schema.Struct({
  ok: Schema.Literal(true),
  project_id: Schema.Int,
  version: Schema.Int,
  saved_at: Schema.String,
  scope: AgileScope
}).annotations({ identifier: "AgileScopeSaveResponse" })

/** POST /agile/scope/generate and /agile/quick-draft: the drafted scope, saved. */
export const AgileScopeDraftResponse = Schema.Struct({
  ok: Schema.Literal(true),
  project_id: Schema.Int,
  project_name: Schema.String,
  scope: AgileScope,
  version: Schema.Int,
  model: Schema.String
}).annotations({ identifier: "AgileScopeDraftResponse" })

/** POST /agile/scope/expand_vision: the vision expanded (its text also as text and in_scope). */
export const ExpandVisionResponse = Schema.Struct({
  ok: Schema.Literal(true),
  vision: Schema.Struct({ text: Schema.String, north_star_metric: Schema.String }),
  text: Schema.String,
  in_scope: Schema.String,
  north_star_metric: Schema.String
}).annotations({ identifier: "ExpandVisionResponse" })

/** POST /agile/scope/augment: new lines (personas as "name: job (pains)" with the personas beside them). */
export const AugmentScopeResponse = Schema.Struct({
  ok: Schema.Literal(true),
  items: Schema.Array(Schema.String),
  personas: Schema.optional(Schema.Array(Persona))
}).annotations({ identifier: "AugmentScopeResponse" })

const TitledItem = Schema.Struct({ title: Schema.String, rationale: Schema.String })

/** POST /agile/scope/improve (and /scope/improve for an agile project): the items to add, or the one item expanded. */
export const ImproveAgileScopeResponse = Schema.Struct({
  ok: Schema.Literal(true),
  items: Schema.Array(TitledItem),
  item: Schema.optional(TitledItem)
}).annotations({ identifier: "ImproveAgileScopeResponse" })

/** GET /agile/risk/prefill: the text a risk draft starts from, read from the agile scope. */
export const AgileRiskPrefillResponse = Schema.Struct({ ok: Schema.Literal(true), project_id: Schema.Int, suggested_input: Schema.String }).annotations({
  identifier: "AgileRiskPrefillResponse"
})

export type AgileScopeResponse = typeof AgileScopeResponse.Type
export type AgileScopeSaveResponse = typeof AgileScopeSaveResponse.Type
export type AgileScopeDraftResponse = typeof AgileScopeDraftResponse.Type
export type ExpandVisionResponse = typeof ExpandVisionResponse.Type
export type AugmentScopeResponse = typeof AugmentScopeResponse.Type
export type ImproveAgileScopeResponse = typeof ImproveAgileScopeResponse.Type
export type AgileRiskPrefillResponse = typeof AgileRiskPrefillResponse.Type
