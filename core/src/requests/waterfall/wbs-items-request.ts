import * as Schema from "effect/Schema"
import { Id, intBetween, nullable, withDefault } from "../../schemas/primitives"
import { DEFAULT_WBS_DURATION_DAYS, DurationDays } from "../../schemas/wbs-item"
import { wbsLinkFields } from "../../schemas/wbs-link-fields"
import { projectRequest } from "./project-ref"

/** The most rows one POST /wbs/items adds (a pasted or imported task list). */
export const WBS_ITEMS_MAX = 10_000
export const WBS_ITEMS_TOO_MANY = `A task list adds at most ${WBS_ITEMS_MAX.toLocaleString("en")} rows at a time.`
export const WBS_ITEMS_EMPTY = "Add at least one task with a name."

/**
 * One row of a task list: its name, duration and level below the rows' common parent (0: a sibling of each
 * other), and optionally its task links as a single row takes them (`predecessors` in outline numbers of the
 * plan with the list added, so rows of the list can name each other; `links` by id of rows already there)
 * and its 'start no earlier than' date.
 */
export const WbsListItem = Schema.Struct({
  task: Schema.String,
  duration_days: withDefault(DurationDays, () => DEFAULT_WBS_DURATION_DAYS),
  level: withDefault(intBetween(0, 64, "level must be a whole number from 0 to 64"), () => 0),
  ...wbsLinkFields
})
export type WbsListItem = typeof WbsListItem.Type

/**
 * POST /wbs/items {project_id, project_name, parent_id, after_id, items}: many rows in one call. With
 * after_id they go right after that row (and its sub-rows) under its parent, else last under parent_id.
 */
export const WbsItemsRequest = projectRequest(
  "WbsItemsRequest",
  {
    parent_id: nullable(Id),
    after_id: nullable(Id),
    items: Schema.Array(WbsListItem)
  },
  { parent_id: ["parentId"], after_id: ["afterId"], items: ["tasks"] }
)
export type WbsItemsRequest = typeof WbsItemsRequest.Type
