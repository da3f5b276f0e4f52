import * as Schema from "effect/Schema"
import { Id, NonNegativeInt, requiredText, withDefault } from "./primitives"

/** agile.md §9: Now limit 25 points, Next and Later 9999. */
export const DEFAULT_WIP_LIMITS = { now: 25, next: 9999, later: 9999 } as const

/** A story placed in a lane. */
export const ReleaseLaneEntry = Schema.Struct({
  story_id: Id,
  order_index: withDefault(NonNegativeInt, () => 0)
}).annotations({ title: "ReleaseLaneEntry" })
export type ReleaseLaneEntry = typeof ReleaseLaneEntry.Type

const lane = withDefault(Schema.Array(ReleaseLaneEntry), () => [])

export const ReleaseLanes = Schema.Struct({ now: lane, next: lane, later: lane }).annotations({
  title: "ReleaseLanes"
})
export type ReleaseLanes = typeof ReleaseLanes.Type

/** A WIP limit is a whole number of at least 1; 0 becomes 1 (agile.md §5). */
export const WipLimit = Schema.transform(
  NonNegativeInt.annotations({ message: () => "WIP limit must be a whole number of at least 1" }),
  Schema.Int.pipe(Schema.greaterThanOrEqualTo(1)),
  { strict: true, decode: (n) => Math.max(1, n), encode: (n) => n }
).annotations({ jsonSchema: { type: "integer", minimum: 1 } })

const limit = (key: keyof typeof DEFAULT_WIP_LIMITS) =>
  withDefault(WipLimit, () => DEFAULT_WIP_LIMITS[key])

export const WipLimits = Schema.Struct({ now: limit("now"), next: limit("next"), later: limit("later") }).annotations({
  title: "WipLimits"
})
export type WipLimits = typeof WipLimits.Type

/** The Now/Next/Later plan (agile.md §3). A story not in any lane is unplaced. */
export const ReleasePlan = Schema.Struct({
  lanes: withDefault(ReleaseLanes, () => ({ now: [], next: [], later: [] })),
  wip_limits: withDefault(WipLimits, () => ({ ...DEFAULT_WIP_LIMITS }))
}).annotations({ title: "ReleasePlan" })
export type ReleasePlan = typeof ReleasePlan.Type

/** POST /agile/release/auto_plan. */
export const AutoPlanRequest = Schema.Struct({
  project_name: requiredText("Project name is required."),
  target_now_points: withDefault(WipLimit, () => DEFAULT_WIP_LIMITS.now)
}).annotations({ title: "AutoPlanRequest" })
export type AutoPlanRequest = typeof AutoPlanRequest.Type
