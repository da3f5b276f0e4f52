import * as Schema from "effect/Schema"
import { Procurement, SCOPE_SECTIONS, ThirdParties } from "../../schemas/enums"
import { ScalarMap } from "../../schemas/json-value"
import { Kpis } from "../../schemas/kpi"
import { looseLiteral, optional, requiredText, Text, Timestamp, withDefault } from "../../schemas/primitives"
import { Scope, SetupFlags } from "../../schemas/scope"
import { ScopeItems } from "../../schemas/scope-item"
import { UndoEntry } from "../../schemas/undo-entry"
import { ENTER_PROJECT_NAME_FIRST } from "../../messages/scope"
import { BaseVersion, projectRequest } from "./project-ref"

const TextMap = withDefault(Schema.Record({ key: Schema.String, value: Schema.String }), () => ({}))
const LooseMap = withDefault(ScalarMap, () => ({}))

/** POST /scope/generate (waterfall.md §7). */
export const ScopeGenerateRequest = projectRequest("ScopeGenerateRequest", {
  delivery_approach: Text,
  procurement: withDefault(looseLiteral(Procurement.literals), () => "None" as const),
  third_parties: withDefault(looseLiteral(ThirdParties.literals), () => "None" as const),
  clarification_answers: TextMap
})
export type ScopeGenerateRequest = typeof ScopeGenerateRequest.Type

/** Undo history per section, as kept by the client (the last 20 are stored). */
export const ScopeHistory = Schema.Record({ key: Schema.String, value: Schema.Array(UndoEntry) })
export type ScopeHistory = typeof ScopeHistory.Type

/** POST /scope/save {project_name, scope, detail, in_scope, setup} (+ history, version). */
export const ScopeSaveRequest = projectRequest("ScopeSaveRequest", {
  scope: Scope,
  detail: optional(Schema.Record({ key: Schema.String, value: Schema.String })),
  in_scope: optional(Schema.String),
  setup: optional(SetupFlags),
  history: optional(ScopeHistory),
  version: BaseVersion
})
export type ScopeSaveRequest = typeof ScopeSaveRequest.Type

/** POST /scope/background/save. */
export const BackgroundSaveRequest = projectRequest("BackgroundSaveRequest", { background: Text, base_saved_at: optional(Schema.NullOr(Timestamp)) })
export type BackgroundSaveRequest = typeof BackgroundSaveRequest.Type

/** POST /scope/background/generate. */
export const BackgroundGenerateRequest = projectRequest("BackgroundGenerateRequest", {
  setup: LooseMap,
  in_scope: Text,
  scope_titles: withDefault(Schema.Array(Schema.String), () => []),
  scope_detail: LooseMap,
  clarification_answers: TextMap,
  user_note: Text
})
export type BackgroundGenerateRequest = typeof BackgroundGenerateRequest.Type

/** POST /scope/kpi/generate. */
export const KpiGenerateRequest = projectRequest("KpiGenerateRequest", {
  goal_title: requiredText("goal_title is required."),
  goal_rationale: Text,
  existing_kpis: withDefault(Kpis, () => [])
})
export type KpiGenerateRequest = typeof KpiGenerateRequest.Type

/** POST /scope/narrative/improve: needs a project name and a narrative (waterfall.md §5). */
export const NarrativeImproveRequest = projectRequest("NarrativeImproveRequest", {
  narrative: requiredText(ENTER_PROJECT_NAME_FIRST),
  mode: Text,
  user_note: Text
})
export type NarrativeImproveRequest = typeof NarrativeImproveRequest.Type

export const ImproveMode = Schema.Literal("add", "expand")

/** POST /scope/improve: add 3-5 items to a section, or expand one (target_title). */
export const ScopeImproveRequest = projectRequest("ScopeImproveRequest", {
  section: looseLiteral(SCOPE_SECTIONS),
  mode: withDefault(looseLiteral(ImproveMode.literals), () => "add" as const),
  user_note: Text,
  target_title: Text,
  /** The section's current items; the saved scope's are used when absent. */
  items: optional(ScopeItems)
})
export type ScopeImproveRequest = typeof ScopeImproveRequest.Type
