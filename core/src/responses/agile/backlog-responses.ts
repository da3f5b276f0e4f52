import * as Schema from "effect/Schema"
import { StoryPriority, StoryStatus } from "../../schemas/enums"

/** An epic as stored and answered (agile.md §3). */
export const EpicView = Schema.Struct({
  id: Schema.Int,
  key: Schema.String,
  name: Schema.String,
  outcome_link: Schema.String,
  nfr_tags: Schema.Array(Schema.String),
  order_index: Schema.Int
}).annotations({ identifier: "EpicView" })

/** A story as stored and answered (agile.md §3); status "" when not set. */
export const StoryView = Schema.Struct({
  id: Schema.Int,
  epic_id: Schema.NullOr(Schema.Int),
  as_a: Schema.String,
  i_want: Schema.String,
  so_that: Schema.String,
  acceptance: Schema.Array(Schema.String),
  points: Schema.NullOr(Schema.Number),
  priority: Schema.NullOr(StoryPriority),
  status: StoryStatus,
  order_index: Schema.Int
}).annotations({ identifier: "StoryView" })

/** GET /agile/backlog: epics and stories in order, and the backlog version for saves. */
export const BacklogResponse = Schema.Struct({
  project_id: Schema.Int,
  epics: Schema.Array(EpicView),
  stories: Schema.Array(StoryView),
  version: Schema.Int
}).annotations({ identifier: "BacklogResponse" })
export type BacklogResponse = typeof BacklogResponse.Type

export type EpicView = typeof EpicView.Type
export type StoryView = typeof StoryView.Type

/** POST /agile/backlog/save: the backlog as saved. */
export const BacklogSavedResponse = Schema.Struct({ ok: Schema.Literal(true), ...BacklogResponse.fields }).annotations({ identifier: "BacklogSavedResponse" })

/** POST /agile/epics/generate, /agile/backlog/generate and /agile/stories/generate: how many were added, and the backlog. */
export const BacklogDraftResponse = Schema.Struct({
  ok: Schema.Literal(true),
  added: Schema.Int,
  model: Schema.String,
  ...BacklogResponse.fields
}).annotations({ identifier: "BacklogDraftResponse" })

export type BacklogSavedResponse = typeof BacklogSavedResponse.Type
export type BacklogDraftResponse = typeof BacklogDraftResponse.Type
