// Backlog drafting tasks (agile.md §2 Agile Backlog, §3 Epic and Story, §4, §9).
import * as Schema from "effect/Schema"
import { StoryPriority } from "../schemas/enums"
import { OptionalText, ProjectName } from "./common"

/** agile.md §9: backlog generation defaults to 3 stories per epic. */
export const DEFAULT_STORIES_PER_EPIC = 3

export const EpicsRequest = Schema.Struct({
  project_name: ProjectName,
  vision: OptionalText,
  outcomes: Schema.optional(Schema.Array(Schema.String)),
  nfrs: Schema.optional(Schema.Array(Schema.String)),
  personas: Schema.optional(Schema.Array(Schema.String)),
  existing_names: Schema.optional(Schema.Array(Schema.String)),
  context: OptionalText
})
export type EpicsRequest = typeof EpicsRequest.Type

export const EpicDraft = Schema.Struct({
  key: Schema.String,
  name: Schema.String,
  outcome_link: Schema.String,
  nfr_tags: Schema.Array(Schema.String)
})
export type EpicDraft = typeof EpicDraft.Type

export const EpicsDraft = Schema.Struct({ epics: Schema.Array(EpicDraft) })
export type EpicsDraft = typeof EpicsDraft.Type

export const StoriesRequest = Schema.Struct({
  project_name: ProjectName,
  epics: Schema.Array(Schema.Struct({ key: Schema.String, name: Schema.String, outcome_link: OptionalText })),
  per_epic: Schema.optional(Schema.Number.pipe(Schema.int(), Schema.between(1, 10))),
  personas: Schema.optional(Schema.Array(Schema.String)),
  context: OptionalText
})
export type StoriesRequest = typeof StoriesRequest.Type

/** agile.md §3: priority 1 to 3; points at least 0. */
export const StoryDraft = Schema.Struct({
  epic_key: Schema.String,
  as_a: Schema.String,
  i_want: Schema.String,
  so_that: Schema.String,
  acceptance: Schema.Array(Schema.String),
  points: Schema.Number.pipe(Schema.int(), Schema.greaterThanOrEqualTo(0)),
  priority: StoryPriority
})
export type StoryDraft = typeof StoryDraft.Type

export const StoriesDraft = Schema.Struct({ stories: Schema.Array(StoryDraft) })
export type StoriesDraft = typeof StoriesDraft.Type
