import * as Schema from "effect/Schema"
import { withAliases } from "../../schemas/aliases"
import { ScheduleTaskType } from "../../schemas/enums"
import { CalendarDate, Id, looseLiteral, NonNegativeInt, nullable, optional, ResourceText, withDefault } from "../../schemas/primitives"
import { DEFAULT_SCHEDULE_TASK } from "../../schemas/schedule"
import { DurationDays } from "../../schemas/wbs-item"
import { wbsLinkFields } from "../../schemas/wbs-link-fields"
import { agileRequest, versionField } from "./project-ref"

/** POST /agile/schedule/generate_plan and /recalc {project_name, base_start}; missing base_start means the saved one, else today. */
export const ScheduleBaseStartRequest = agileRequest(
  "ScheduleBaseStartRequest",
  { base_start: nullable(CalendarDate, { blankIsNull: true }) },
  { base_start: ["baseStart", "start"] }
)
export type ScheduleBaseStartRequest = typeof ScheduleBaseStartRequest.Type

const TaskType = looseLiteral(ScheduleTaskType.literals)

/** POST /agile/schedule/task: agile.md §9 defaults TBA, 5 days, type task; a child row's order defaults to 999. */
export const NewScheduleTaskRequest = agileRequest(
  "NewScheduleTaskRequest",
  {
    title: withDefault(Schema.String, () => DEFAULT_SCHEDULE_TASK.title),
    duration_days: withDefault(DurationDays, () => DEFAULT_SCHEDULE_TASK.duration_days),
    type: withDefault(TaskType, () => DEFAULT_SCHEDULE_TASK.type),
    parent_id: nullable(Id, { blankIsNull: true }),
    phase_id: nullable(Id, { blankIsNull: true }),
    order_index: nullable(NonNegativeInt, { blankIsNull: true }),
    resource_json: withDefault(ResourceText, () => "")
  },
  { title: ["task", "name"], resource_json: ["resource", "resources"] }
)
export type NewScheduleTaskRequest = typeof NewScheduleTaskRequest.Type

/**
 * PUT /agile/schedule/task/{id}: only the changed fields. Start and Finish are read-only (agile.md §5).
 * `version`: the task's version as read; a stale one answers 409 (none: not checked). Task links as the
 * WBS takes them (wbsLinkFields): `predecessors` (`3FS+2d, 5SS`, WBS numbers) or `links` by id, and
 * `start_no_earlier_than`.
 */
export const ScheduleTaskUpdateRequest = withAliases(
  "ScheduleTaskUpdateRequest",
  Schema.Struct({
    title: optional(Schema.String),
    duration_days: optional(DurationDays),
    type: optional(TaskType),
    resource_json: optional(ResourceText),
    order_index: optional(NonNegativeInt),
    ...versionField,
    ...wbsLinkFields
  }),
  { title: ["task", "name"], resource_json: ["resource", "resources"], version: ["base_version"] }
)
export type ScheduleTaskUpdateRequest = typeof ScheduleTaskUpdateRequest.Type

/** The update-parent call: {action indent|outdent} or an explicit {parent_id} (null = top level), + the task's version. */
export const ScheduleTaskParentRequest = withAliases(
  "ScheduleTaskParentRequest",
  Schema.Struct({
    action: optional(Schema.Literal("indent", "outdent", "set")),
    parent_id: nullable(Id, { blankIsNull: true }),
    ...versionField
  }),
  { parent_id: ["parentId", "new_parent_id"], version: ["base_version"] }
)

/** The body of indent, outdent and delete calls (optional): the task's version as read. */
export const ScheduleTaskVersionRequest = withAliases("ScheduleTaskVersionRequest", Schema.Struct({ ...versionField }), { version: ["base_version"] })
export type ScheduleTaskVersionRequest = typeof ScheduleTaskVersionRequest.Type
export type ScheduleTaskParentRequest = typeof ScheduleTaskParentRequest.Type
