import * as Schema from "effect/Schema"
import { ScheduleTaskType } from "../../schemas/enums"
import { SchedulePlan } from "../../schemas/schedule"
import { RowLinkView } from "../waterfall/wbs-responses"

const NullableDate = Schema.NullOr(Schema.String)

/**
 * A schedule task as answered (agile.md §3): the stored row, its WBS number and depth, the resource as a readable
 * list, predecessors in MS Project notation and links by id; float and critical when the link network scheduled it.
 */
export const ScheduleTaskView = Schema.Struct({
  id: Schema.Int,
  parent_id: Schema.NullOr(Schema.Int),
  phase_id: Schema.NullOr(Schema.Int),
  title: Schema.String,
  task: Schema.String,
  duration_days: Schema.Number,
  start_date: NullableDate,
  end_date: NullableDate,
  type: ScheduleTaskType,
  resource_json: Schema.String,
  resource: Schema.String,
  order_index: Schema.Int,
  badge_epics: Schema.Number,
  badge_stories: Schema.Number,
  badge_points: Schema.Number,
  version: Schema.Int,
  wbs: Schema.String,
  depth: Schema.Int,
  indent: Schema.Int,
  has_children: Schema.Boolean,
  hasChildren: Schema.Boolean,
  start_no_earlier_than: NullableDate,
  predecessors: Schema.String,
  links: Schema.Array(RowLinkView),
  total_float: Schema.optional(Schema.Number),
  free_float: Schema.optional(Schema.Number),
  critical: Schema.optional(Schema.Boolean)
}).annotations({ identifier: "ScheduleTaskView" })
export type ScheduleTaskView = typeof ScheduleTaskView.Type

const scheduleFields = {
  project_id: Schema.Int,
  plan: Schema.NullOr(SchedulePlan),
  phases: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
  tasks: Schema.Array(ScheduleTaskView),
  project_finish: Schema.optional(Schema.String),
  critical_path: Schema.optional(Schema.Array(Schema.String))
}

/** GET /agile/schedule: the plan, its phases and the tasks in display order; the finish and critical path when links schedule it. */
export const ScheduleResponse = Schema.Struct(scheduleFields).annotations({ identifier: "ScheduleResponse" })
export type ScheduleResponse = typeof ScheduleResponse.Type

/** POST /agile/schedule/generate_plan and /recalc: what was done, and the schedule (warnings when a stated deadline is missed). */
export const ScheduleMessageResponse = Schema.Struct({
  ok: Schema.Literal(true),
  message: Schema.String,
  ...scheduleFields,
  warnings: Schema.optional(Schema.Array(Schema.String))
}).annotations({ identifier: "ScheduleMessageResponse" })
export type ScheduleMessageResponse = typeof ScheduleMessageResponse.Type

/** POST /agile/schedule/generate_resources: how many tasks got a role. */
export const ScheduleResourcesResponse = Schema.Struct({
  ok: Schema.Literal(true),
  message: Schema.String,
  updated: Schema.Int,
  model: Schema.String,
  ...scheduleFields
}).annotations({ identifier: "ScheduleResourcesResponse" })
export type ScheduleResourcesResponse = typeof ScheduleResourcesResponse.Type

/** POST /agile/schedule/task and PUT or PATCH /agile/schedule/task/{id}: the task as saved, and the schedule. */
export const ScheduleTaskResponse = Schema.Struct({ ok: Schema.Literal(true), task: Schema.optional(ScheduleTaskView), ...scheduleFields }).annotations({
  identifier: "ScheduleTaskResponse"
})
export type ScheduleTaskResponse = typeof ScheduleTaskResponse.Type

/** DELETE /agile/schedule/task/{id}: the ids deleted (the task and its sub-rows). */
export const ScheduleDeletedResponse = Schema.Struct({
  ok: Schema.Literal(true),
  message: Schema.String,
  deleted: Schema.Array(Schema.Int),
  ...scheduleFields
}).annotations({ identifier: "ScheduleDeletedResponse" })
export type ScheduleDeletedResponse = typeof ScheduleDeletedResponse.Type

/** POST /agile/schedule/task/{id}/parent, /indent and /outdent: whether the tree changed. */
export const ScheduleMovedResponse = Schema.Struct({
  ok: Schema.Literal(true),
  message: Schema.String,
  changed: Schema.Boolean,
  ...scheduleFields
}).annotations({ identifier: "ScheduleMovedResponse" })
export type ScheduleMovedResponse = typeof ScheduleMovedResponse.Type
