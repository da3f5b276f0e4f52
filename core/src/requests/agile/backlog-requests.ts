import * as Schema from "effect/Schema"
import { DEFAULT_STORIES_PER_EPIC } from "../../drafting/backlog"
import { Epic } from "../../schemas/epic"
import { Id, intBetween, nullable, withDefault } from "../../schemas/primitives"
import { Story } from "../../schemas/story"
import { agileRequest, versionField } from "./project-ref"

/** POST /agile/backlog/save {project_name, epics, stories, delete_epic_ids, delete_story_ids}. */
export const BacklogSaveRequest = agileRequest("BacklogSaveRequest", {
  epics: withDefault(Schema.Array(Epic), () => []),
  stories: withDefault(Schema.Array(Story), () => []),
  delete_epic_ids: withDefault(Schema.Array(Id), () => []),
  delete_story_ids: withDefault(Schema.Array(Id), () => []),
  ...versionField
})
export type BacklogSaveRequest = typeof BacklogSaveRequest.Type

/** POST /agile/backlog/generate and /agile/stories/generate {project_name, per_epic (3)}; epic_ids narrows the epics. */
export const StoriesGenerateRequest = agileRequest("StoriesGenerateRequest", {
  per_epic: withDefault(intBetween(1, 10, "per_epic must be a whole number from 1 to 10"), () => DEFAULT_STORIES_PER_EPIC),
  epic_ids: nullable(Schema.Array(Id))
})
export type StoriesGenerateRequest = typeof StoriesGenerateRequest.Type
