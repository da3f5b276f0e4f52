import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { Flag, Id, Text, Timestamp } from "./primitives"

/** waterfall.md §2: the phase defaults to execution. */
export const DEFAULT_SUMMARY_PHASE = "execution"

/** AI execution summary per project and phase (waterfall.md §3). */
export const ExecutionSummary = withAliases(
  "ExecutionSummary",
  Schema.Struct({
    project_id: Schema.optionalWith(Schema.NullOr(Id), { default: () => null }),
    project_name: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
    phase: Schema.optionalWith(Schema.String, { default: () => DEFAULT_SUMMARY_PHASE, nullable: true }),
    content_md: Text,
    found: Flag,
    created_at: Schema.optionalWith(Schema.NullOr(Timestamp), { default: () => null }),
    updated_at: Schema.optionalWith(Schema.NullOr(Timestamp), { default: () => null })
  }),
  { project_id: ["projectId"] }
)
export type ExecutionSummary = typeof ExecutionSummary.Type
