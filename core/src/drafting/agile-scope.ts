// Agile Scope and Quick Draft drafting tasks (agile.md §2 Quick Draft, Agile Scope, §3 Agile scope, §7, §9).
import * as Schema from "effect/Schema"
import { OptionalText, ProjectName, ScopeItemDraft } from "./common"

/** agile.md §9: add-more counts. */
export const AGILE_ADD_COUNT = 3
export const PERSONA_COUNT = 4
export const TELEMETRY_COUNT = 5

export const Persona = Schema.Struct({
  name: Schema.String,
  jtbd: Schema.String,
  pains: Schema.Array(Schema.String)
})
export type Persona = typeof Persona.Type

export const Vision = Schema.Struct({ text: Schema.String, north_star_metric: Schema.String })
export type Vision = typeof Vision.Type

const Items = Schema.Array(ScopeItemDraft)

export const AgileScopeDraft = Schema.Struct({
  vision: Vision,
  problems_outcomes: Schema.Struct({ problems: Items, outcomes: Items, okrs: Items }),
  personas: Schema.Array(Persona),
  nfrs: Schema.Struct({ security: Items, performance: Items, privacy: Items, compliance: Items }),
  definitions: Schema.Struct({ dor: Items, dod: Items }),
  telemetry: Schema.Struct({ dash_metrics: Schema.Array(Schema.String), events: Schema.Array(Schema.String) }),
  assumptions: Items,
  constraints: Items,
  dependencies: Items,
  top_risks: Items
})
export type AgileScopeDraft = typeof AgileScopeDraft.Type

export const QuickDraftRequest = Schema.Struct({
  project_name: ProjectName,
  summary: Schema.String.pipe(Schema.minLength(1))
})
export type QuickDraftRequest = typeof QuickDraftRequest.Type

export const ExpandVisionRequest = Schema.Struct({
  project_name: ProjectName,
  current_text: Schema.String,
  north_star_metric: OptionalText,
  context: OptionalText
})
export type ExpandVisionRequest = typeof ExpandVisionRequest.Type

export const VisionDraft = Schema.Struct({ vision: Vision })
export type VisionDraft = typeof VisionDraft.Type

export const MorePersonasRequest = Schema.Struct({
  project_name: ProjectName,
  existing: Schema.Array(Persona),
  count: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(1, 8))),
  context: OptionalText
})
export type MorePersonasRequest = typeof MorePersonasRequest.Type

export const PersonasDraft = Schema.Struct({ personas: Schema.Array(Persona) })
export type PersonasDraft = typeof PersonasDraft.Type

export const TelemetryKind = Schema.Literal("dash_metrics", "events")

export const MoreTelemetryRequest = Schema.Struct({
  project_name: ProjectName,
  kind: TelemetryKind,
  existing: Schema.Array(Schema.String),
  count: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(1, 10))),
  context: OptionalText
})
export type MoreTelemetryRequest = typeof MoreTelemetryRequest.Type

export const TelemetryDraft = Schema.Struct({ items: Schema.Array(Schema.String) })
export type TelemetryDraft = typeof TelemetryDraft.Type

/** The item sections of the agile scope (agile.md §2 tabs). */
export const AGILE_ITEM_SECTIONS = [
  "problems",
  "outcomes",
  "okrs",
  "security",
  "performance",
  "privacy",
  "compliance",
  "dor",
  "dod",
  "assumptions",
  "constraints",
  "dependencies",
  "top_risks"
] as const
export const AgileItemSection = Schema.Literal(...AGILE_ITEM_SECTIONS)
export type AgileItemSection = typeof AgileItemSection.Type

export const AddAgileItemsRequest = Schema.Struct({
  project_name: ProjectName,
  section: AgileItemSection,
  existing: Schema.Array(ScopeItemDraft),
  count: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(1, 8))),
  context: OptionalText,
  user_note: OptionalText
})
export type AddAgileItemsRequest = typeof AddAgileItemsRequest.Type
