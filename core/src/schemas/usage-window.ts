import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { Flag, NonNegativeInt, nullable, optional, Timestamp, withDefault } from "./primitives"

const NullableTimestamp = nullable(Timestamp)

/**
 * Project-creation usage in the current window (GET /projects/can-create, platform.md §3).
 * Alternate: topups for extra_topups. Remaining (limit - used, never below 0) is a rule.
 */
export const UsageWindow = withAliases(
  "UsageWindow",
  Schema.Struct({
    allowed: Flag,
    used: withDefault(NonNegativeInt, () => 0),
    limit: withDefault(NonNegativeInt, () => 0),
    extra_topups: withDefault(NonNegativeInt, () => 0),
    window_start: NullableTimestamp,
    window_end: NullableTimestamp
  }),
  { extra_topups: ["topups"] }
)
export type UsageWindow = typeof UsageWindow.Type

/** GET /projects/capacity answer. */
export const CapacityCheck = Schema.Struct({
  allowed: Flag,
  can_create: Flag,
  message: optional(Schema.String),
  reason: optional(Schema.String)
}).annotations({ title: "CapacityCheck" })
export type CapacityCheck = typeof CapacityCheck.Type
