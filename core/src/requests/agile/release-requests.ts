import { nullable, withDefault } from "../../schemas/primitives"
import { DEFAULT_WIP_LIMITS, ReleaseLanes, WipLimit, WipLimits } from "../../schemas/release"
import { agileRequest, versionField } from "./project-ref"

/** POST /agile/release/save {project_name, lanes, wip_limits}. */
export const ReleaseSaveRequest = agileRequest("ReleaseSaveRequest", {
  lanes: withDefault(ReleaseLanes, () => ({ now: [], next: [], later: [] })),
  wip_limits: withDefault(WipLimits, () => ({ ...DEFAULT_WIP_LIMITS })),
  ...versionField
})
export type ReleaseSaveRequest = typeof ReleaseSaveRequest.Type

/** POST /agile/release/auto_plan {project_name, target_now_points}; missing means the saved Now limit. */
export const AutoPlanRequest = agileRequest("AutoPlanRequest", { target_now_points: nullable(WipLimit, { blankIsNull: true }) })
export type AutoPlanRequest = typeof AutoPlanRequest.Type
