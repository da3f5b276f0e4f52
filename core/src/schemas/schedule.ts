import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { ScheduleTaskType } from "./enums"
import { CalendarDate, Id, looseLiteral, NonNegativeInt, numberAtLeast, requiredText, ResourceText, Text } from "./primitives"
import { DurationDays } from "./wbs-item"

/** agile.md §9: new schedule rows default to title TBA, 5 days, type task. */
export const DEFAULT_SCHEDULE_TASK = { title: "TBA", duration_days: 5, type: "task" } as const

const NullableId = Schema.optionalWith(Schema.NullOr(Id), { default: () => null })
const NullableDate = Schema.optionalWith(Schema.NullOr(CalendarDate), { default: () => null })

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

const Badge = Schema.optionalWith(NonNegativeInt, { default: () => 0, nullable: true })

const taskFields = {
  title: Schema.optionalWith(Schema.String, { default: () => DEFAULT_SCHEDULE_TASK.title, nullable: true }),
  duration_days: Schema.optionalWith(DurationDays, { default: () => DEFAULT_SCHEDULE_TASK.duration_days, nullable: true }),
  type: Schema.optionalWith(looseLiteral(ScheduleTaskType.literals), {
    default: () => DEFAULT_SCHEDULE_TASK.type,
    nullable: true
  }),
  parent_id: NullableId,
  phase_id: NullableId,
  order_index: Schema.optionalWith(NonNegativeInt, { default: () => 0, nullable: true })
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
    resource_json: Schema.optionalWith(ResourceText, { default: () => "", nullable: true }),
    badge_epics: Badge,
    badge_stories: Badge,
    badge_points: Schema.optionalWith(numberAtLeast(0, "badge_points must be a number of at least 0"), {
      default: () => 0,
      nullable: true
    })
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
  plan: Schema.optionalWith(Schema.NullOr(SchedulePlan), { default: () => null }),
  phases: Schema.optionalWith(Schema.Array(SchedulePhase), { default: () => [] }),
  tasks: Schema.optionalWith(Schema.Array(ScheduleTask), { default: () => [] })
}).annotations({ title: "Schedule" })
export type Schedule = typeof Schedule.Type
