import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { ScheduleTaskType } from "./enums"
import { CalendarDate, Id, looseLiteral, NonNegativeInt, nullable, numberAtLeast, requiredText, ResourceText, Text, withDefault } from "./primitives"
import { DurationDays } from "./wbs-item"

/** agile.md §9: new schedule rows default to title TBA, 5 days, type task. */
export const DEFAULT_SCHEDULE_TASK = { title: "TBA", duration_days: 5, type: "task" } as const

const NullableId = nullable(Id)
const NullableDate = nullable(CalendarDate)

export const SchedulePlan = withAliases(
  "SchedulePlan",
  Schema.Struct({ title: Text, project_name: Text, base_start: NullableDate }),
  { project_name: ["project"] }
)
export type SchedulePlan = typeof SchedulePlan.Type

export const SchedulePhase = withAliases("SchedulePhase", Schema.Struct({ id: Id, name: Text }), {
  id: ["phase_id"],
  name: ["title"]
})
export type SchedulePhase = typeof SchedulePhase.Type

const Badge = withDefault(NonNegativeInt, () => 0)

const taskFields = {
  title: withDefault(Schema.String, () => DEFAULT_SCHEDULE_TASK.title),
  duration_days: withDefault(DurationDays, () => DEFAULT_SCHEDULE_TASK.duration_days),
  type: withDefault(looseLiteral(ScheduleTaskType.literals), () => DEFAULT_SCHEDULE_TASK.type),
  parent_id: NullableId,
  phase_id: NullableId,
  order_index: withDefault(NonNegativeInt, () => 0)
}

export const SCHEDULE_TASK_ALIASES = {
  title: ["task", "name"],
  resource_json: ["resource", "resources"],
  badge_epics: ["sprint_epics"],
  badge_stories: ["sprint_stories"],
  badge_points: ["sprint_points"]
} as const

/** A schedule row (agile.md §3). Depth and hasChildren are derived by rules. */
export const ScheduleTask = withAliases(
  "ScheduleTask",
  Schema.Struct({
    id: Id,
    ...taskFields,
    start_date: NullableDate,
    end_date: NullableDate,
    resource_json: withDefault(ResourceText, () => ""),
    badge_epics: Badge,
    badge_stories: Badge,
    badge_points: withDefault(numberAtLeast(0, "badge_points must be a number of at least 0"), () => 0)
  }),
  SCHEDULE_TASK_ALIASES
)
export type ScheduleTask = typeof ScheduleTask.Type

/** POST /agile/schedule/task. */
export const NewScheduleTask = withAliases(
  "NewScheduleTask",
  Schema.Struct({ project_name: requiredText("Project name is required."), ...taskFields }),
  { title: ["task", "name"] }
)
export type NewScheduleTask = typeof NewScheduleTask.Type

/** GET /agile/schedule answer {plan, phases, tasks}. */
export const Schedule = Schema.Struct({
  plan: nullable(SchedulePlan),
  phases: withDefault(Schema.Array(SchedulePhase), () => []),
  tasks: withDefault(Schema.Array(ScheduleTask), () => [])
}).annotations({ title: "Schedule" })
export type Schedule = typeof Schedule.Type
