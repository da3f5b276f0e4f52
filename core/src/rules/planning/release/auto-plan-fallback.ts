import { autoPlan } from "./auto-plan"
import type { Lanes, PlanStory, WipLimits } from "./release-types"
import { normaliseWipLimit } from "./wip-limits"

/**
 * agile.md §4: when the server's auto-plan answer is not OK, the screen plans locally. The target
 * Now points become the Now WIP limit (at least 1, as the server does); Next keeps its limit.
 */
export const autoPlanFallback = (
  stories: ReadonlyArray<PlanStory>,
  targetNowPoints: unknown,
  limits: WipLimits
): { readonly lanes: Lanes; readonly wip_limits: WipLimits } => {
  const blank = targetNowPoints === undefined || targetNowPoints === null || targetNowPoints === ""
  const now = normaliseWipLimit(blank ? limits.now : targetNowPoints, "now")
  const wip_limits = { ...limits, now }
  return { lanes: autoPlan(stories, wip_limits), wip_limits }
}
