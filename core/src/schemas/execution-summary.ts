import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { Flag, Id, nullable, Text, Timestamp, withDefault } from "./primitives"

/** waterfall.md §2: the phase defaults to execution. */
export const DEFAULT_SUMMARY_PHASE = "execution"

/** AI execution summary per project and phase (waterfall.md §3). */
export const ExecutionSummary = withAliases(
  "ExecutionSummary",
  Schema.Struct({
    project_id: nullable(Id),
    project_name: nullable(Schema.String),
    phase: withDefault(Schema.String, () => DEFAULT_SUMMARY_PHASE),
    content_md: Text,
    found: Flag,
    created_at: nullable(Timestamp),
    updated_at: nullable(Timestamp)
  }),
  { project_id: ["projectId"] }
)
export type ExecutionSummary = typeof ExecutionSummary.Type
