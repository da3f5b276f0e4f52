import type { LaneEntry, Lanes, PlanStory, WipLimits } from "./release-types"
import { planOrder } from "./plan-order"
import { RELEASE_ORDER_STEP } from "./renumber-lane"
import { storyPoints } from "./story-points"

export { MISSING_PRIORITY } from "./plan-order"

/**
 * Auto-plan local fallback, agile.md §4:
 * 1. leave out done stories; 2. sort by priority (missing = 999), then in_progress before todo
 * before others, then order_index (ties keep backlog order); 3-5. each story in turn goes to Now
 * if it fits within what is left of the Now limit, else to Next if it fits within the Next limit,
 * else to Later. Null points count as 0. Lanes are numbered 10, 20, 30 ...
 */
export const autoPlan = (stories: ReadonlyArray<PlanStory>, limits: Pick<WipLimits, "now" | "next">): Lanes => {
  const now: Array<LaneEntry> = []
  const next: Array<LaneEntry> = []
  const later: Array<LaneEntry> = []
  let nowTotal = 0
  let nextTotal = 0
  for (const i of planOrder(stories)) {
    const s = stories[i]!
    const pts = storyPoints(s.points)
    if (nowTotal + pts <= limits.now) {
      nowTotal += pts
      now.push({ story_id: s.id, order_index: (now.length + 1) * RELEASE_ORDER_STEP })
    } else if (nextTotal + pts <= limits.next) {
      nextTotal += pts
      next.push({ story_id: s.id, order_index: (next.length + 1) * RELEASE_ORDER_STEP })
    } else later.push({ story_id: s.id, order_index: (later.length + 1) * RELEASE_ORDER_STEP })
  }
  return { now, next, later }
}
