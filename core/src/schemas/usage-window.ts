import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { Flag, NonNegativeInt, Timestamp } from "./primitives"

const NullableTimestamp = Schema.optionalWith(Schema.NullOr(Timestamp), { default: () => null })

/**
 * Project-creation usage in the current window (GET /projects/can-create, platform.md §3).
 * Alternate: topups for extra_topups. Remaining (limit - used, never below 0) is a rule.
 */
export const UsageWindow = withAliases(
  "UsageWindow",
  Schema.Struct({
    allowed: Flag,
    used: Schema.optionalWith(NonNegativeInt, { default: () => 0 }),
    limit: Schema.optionalWith(NonNegativeInt, { default: () => 0 }),
    extra_topups: Schema.optionalWith(NonNegativeInt, { default: () => 0, nullable: true }),
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
  message: Schema.optional(Schema.String),
  reason: Schema.optional(Schema.String)
}).annotations({ title: "CapacityCheck" })
export type CapacityCheck = typeof CapacityCheck.Type
