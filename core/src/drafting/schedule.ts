// Schedule resource suggestions (agile.md §2 Agile Schedule "Auto-fill Resources", §3 Schedule task, §7).
import * as Schema from "effect/Schema"
import { ScheduleTaskType } from "../schemas/enums"
import { OptionalText, ProjectName } from "./common"

export { ScheduleTaskType }

export const ScheduleResourcesRequest = Schema.Struct({
  project_name: ProjectName,
  tasks: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      title: Schema.String,
      type: Schema.optional(ScheduleTaskType),
      phase: OptionalText
    })
  ),
  context: OptionalText
})
export type ScheduleResourcesRequest = typeof ScheduleResourcesRequest.Type

/** One entry per task id; resource is a list of roles (stored as resource_json). */
export const ScheduleResourcesDraft = Schema.Struct({
  assignments: Schema.Array(Schema.Struct({ id: Schema.String, resource: Schema.Array(Schema.String) }))
})
export type ScheduleResourcesDraft = typeof ScheduleResourcesDraft.Type
