import * as Schema from "effect/Schema"
import { Kpi } from "../../schemas/kpi"
import { Scope } from "../../schemas/scope"
import { ScopeItem } from "../../schemas/scope-item"
import { UndoEntry } from "../../schemas/undo-entry"

/** GET /scope/latest (and the drafts and saves that answer the same): the saved scope, its undo history and version. */
export const SavedScopeResponse = Schema.Struct({
  found: Schema.Literal(true),
  project_id: Schema.Int,
  project_name: Schema.String,
  scope: Scope,
  history: Schema.Record({ key: Schema.String, value: Schema.Array(UndoEntry) }),
  version: Schema.Int,
  saved_at: Schema.String
}).annotations({ identifier: "SavedScopeResponse" })

/** GET /scope/latest before a scope is saved: 'No saved scope found.' */
export const NoScopeResponse = Schema.Struct({
  found: Schema.Literal(false),
  project_id: Schema.Int,
  project_name: Schema.String,
  scope: Schema.Null,
  message: Schema.String
}).annotations({ identifier: "NoScopeResponse" })

export const ScopeLatestResponse = Schema.Union(SavedScopeResponse, NoScopeResponse).annotations({ identifier: "ScopeLatestResponse" })

/** POST /scope/generate: the saved draft and the model that wrote it. */
export const ScopeGenerateResponse = Schema.Struct({ ...SavedScopeResponse.fields, model: Schema.String }).annotations({ identifier: "ScopeGenerateResponse" })

/** GET /scope/allowance: AI generations of vision and goals left for the project (issue 37). */
export const ScopeAllowanceResponse = Schema.Struct({
  project_id: Schema.Int,
  project_name: Schema.String,
  generations_left: Schema.Int,
  generations_cap: Schema.Int
}).annotations({ identifier: "ScopeAllowanceResponse" })

/** POST /scope/save and /scope/background/save: when it was saved (and the scope's new version). */
export const ScopeSavedResponse = Schema.Struct({ ok: Schema.Literal(true), saved_at: Schema.String, version: Schema.optional(Schema.Int) }).annotations({
  identifier: "ScopeSavedResponse"
})

/** GET /scope/background. */
export const BackgroundResponse = Schema.Struct({ background: Schema.String, saved_at: Schema.NullOr(Schema.String) }).annotations({ identifier: "BackgroundResponse" })

/** POST /scope/background/generate: a drafted background (not saved). */
export const BackgroundDraftResponse = Schema.Struct({ background: Schema.String }).annotations({ identifier: "BackgroundDraftResponse" })

/** POST /scope/kpi/generate: the new metrics only; a message when there are none. */
export const KpiGenerateResponse = Schema.Struct({ kpis: Schema.Array(Kpi), message: Schema.optional(Schema.String) }).annotations({ identifier: "KpiGenerateResponse" })

/** POST /scope/narrative/improve: the improved in-scope text (also as narrative). */
export const NarrativeImproveResponse = Schema.Struct({ in_scope: Schema.String, narrative: Schema.String }).annotations({ identifier: "NarrativeImproveResponse" })

/** POST /scope/improve (a waterfall project): the items to add, or the one item expanded. */
export const ScopeImproveResponse = Schema.Struct({
  mode: Schema.Literal("add", "expand"),
  section: Schema.String,
  items: Schema.Array(ScopeItem)
}).annotations({ identifier: "ScopeImproveResponse" })

export type SavedScopeResponse = typeof SavedScopeResponse.Type
export type NoScopeResponse = typeof NoScopeResponse.Type
export type ScopeLatestResponse = typeof ScopeLatestResponse.Type
export type ScopeGenerateResponse = typeof ScopeGenerateResponse.Type
export type ScopeAllowanceResponse = typeof ScopeAllowanceResponse.Type
export type ScopeSavedResponse = typeof ScopeSavedResponse.Type
export type BackgroundResponse = typeof BackgroundResponse.Type
export type BackgroundDraftResponse = typeof BackgroundDraftResponse.Type
export type KpiGenerateResponse = typeof KpiGenerateResponse.Type
export type NarrativeImproveResponse = typeof NarrativeImproveResponse.Type
export type ScopeImproveResponse = typeof ScopeImproveResponse.Type
