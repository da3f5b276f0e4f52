import * as Schema from "effect/Schema"
import { ReleaseLanes, WipLimits } from "../../schemas/release"

/** GET /agile/release: the Now/Next/Later lanes, WIP limits, the unplaced stories' count and points, and the version. */
export const ReleasePlanResponse = Schema.Struct({
  project_id: Schema.Int,
  lanes: ReleaseLanes,
  wip_limits: WipLimits,
  unplaced: Schema.Struct({ count: Schema.Int, points: Schema.Number }),
  version: Schema.Int
}).annotations({ identifier: "ReleasePlanResponse" })
export type ReleasePlanResponse = typeof ReleasePlanResponse.Type

/** POST /agile/release/save and /agile/release/auto_plan: the plan as saved. */
export const ReleaseSavedResponse = Schema.Struct({ ok: Schema.Literal(true), ...ReleasePlanResponse.fields }).annotations({ identifier: "ReleaseSavedResponse" })
export type ReleaseSavedResponse = typeof ReleaseSavedResponse.Type
