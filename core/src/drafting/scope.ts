// Scope Builder drafting tasks (waterfall.md §2 Scope Builder, §7 Scope calls, §9 constants).
import * as Schema from "effect/Schema"
import { GoalDraft, KpiDraft, OptionalText, ProjectName, ScopeItemDraft } from "./common"

/** waterfall.md §9: the In Scope narrative is about 120-220 words. */
export const NARRATIVE_WORDS = { min: 120, max: 220 } as const
/** waterfall.md §9: background is 150-220 words. */
export const BACKGROUND_WORDS = { min: 150, max: 220 } as const
/** waterfall.md §9: add-only asks for 3-5 new items. */
export const ADD_ONLY_COUNT = { min: 3, max: 5 } as const

export const SCOPE_ITEM_SECTIONS = [
  "deliverables",
  "assumptions",
  "constraints",
  "dependencies",
  "out_of_scope",
  "phases",
  "risks",
  "questions"
] as const
export const SCOPE_SECTIONS = ["goals", ...SCOPE_ITEM_SECTIONS] as const
export const ScopeSection = Schema.Literal(...SCOPE_SECTIONS)
export type ScopeSection = typeof ScopeSection.Type

// waterfall.md §9 lists, shared with the scope setup flags.
export { Procurement, ThirdParties } from "../schemas/enums"

export const ScopeDraftRequest = Schema.Struct({
  project_name: ProjectName,
  delivery_approach: Schema.optional(Schema.String),
  procurement: Schema.optional(Schema.String),
  third_parties: Schema.optional(Schema.String),
  clarification_answers: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String }))
})
export type ScopeDraftRequest = typeof ScopeDraftRequest.Type

export const ScopeDraft = Schema.Struct({
  in_scope: Schema.String,
  goals: Schema.Array(GoalDraft),
  deliverables: Schema.Array(ScopeItemDraft),
  assumptions: Schema.Array(ScopeItemDraft),
  constraints: Schema.Array(ScopeItemDraft),
  dependencies: Schema.Array(ScopeItemDraft),
  out_of_scope: Schema.Array(ScopeItemDraft),
  phases: Schema.Array(ScopeItemDraft),
  risks: Schema.Array(ScopeItemDraft),
  questions: Schema.Array(ScopeItemDraft)
})
export type ScopeDraft = typeof ScopeDraft.Type

/** Context the add/expand tasks may draw on: the narrative and other sections' titles. */
const ScopeContext = {
  context: OptionalText,
  user_note: OptionalText
}

export const AddScopeItemsRequest = Schema.Struct({
  project_name: ProjectName,
  section: ScopeSection,
  existing: Schema.Array(ScopeItemDraft),
  count: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(ADD_ONLY_COUNT.min, ADD_ONLY_COUNT.max))),
  ...ScopeContext
})
export type AddScopeItemsRequest = typeof AddScopeItemsRequest.Type

export const ScopeItemsDraft = Schema.Struct({ items: Schema.Array(ScopeItemDraft) })
export type ScopeItemsDraft = typeof ScopeItemsDraft.Type

export const ExpandScopeItemRequest = Schema.Struct({
  project_name: ProjectName,
  section: Schema.String,
  target_title: Schema.String.pipe(Schema.minLength(1)),
  current_rationale: OptionalText,
  ...ScopeContext
})
export type ExpandScopeItemRequest = typeof ExpandScopeItemRequest.Type

export const ExpandedItemDraft = Schema.Struct({ item: ScopeItemDraft })
export type ExpandedItemDraft = typeof ExpandedItemDraft.Type

export const MoreKpisRequest = Schema.Struct({
  project_name: ProjectName,
  goal_title: Schema.String.pipe(Schema.minLength(1)),
  goal_rationale: OptionalText,
  existing_kpis: Schema.Array(KpiDraft)
})
export type MoreKpisRequest = typeof MoreKpisRequest.Type

export const KpisDraft = Schema.Struct({ kpis: Schema.Array(KpiDraft) })
export type KpisDraft = typeof KpisDraft.Type

export const ImproveNarrativeRequest = Schema.Struct({
  project_name: ProjectName,
  narrative: Schema.String.pipe(Schema.minLength(1)),
  ...ScopeContext
})
export type ImproveNarrativeRequest = typeof ImproveNarrativeRequest.Type

export const NarrativeDraft = Schema.Struct({ in_scope: Schema.String })
export type NarrativeDraft = typeof NarrativeDraft.Type

export const BackgroundRequest = Schema.Struct({
  project_name: ProjectName,
  setup: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
  in_scope: OptionalText,
  scope_titles: Schema.optional(Schema.Array(Schema.String)),
  clarification_answers: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
  user_note: OptionalText
})
export type BackgroundRequest = typeof BackgroundRequest.Type

export const BackgroundDraft = Schema.Struct({ background: Schema.String })
export type BackgroundDraft = typeof BackgroundDraft.Type
