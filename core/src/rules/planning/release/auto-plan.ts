import type { LaneEntry, Lanes, PlanStory, WipLimits } from "./release-types"
import { orderAndRead } from "./plan-order"
import { RELEASE_ORDER_STEP } from "./renumber-lane"

export { MISSING_PRIORITY } from "./plan-order"

/**
 * Auto-plan local fallback, agile.md §4:
 * 1. leave out done stories; 2. sort by priority (missing = 999), then in_progress before todo
 * before others, then order_index (ties keep backlog order); 3-5. each story in turn goes to Now
 * if it fits within what is left of the Now limit, else to Next if it fits within the Next limit,
 * else to Later. Null points count as 0. Lanes are numbered 10, 20, 30 ...
 */
export const autoPlan = (stories: ReadonlyArray<PlanStory>, limits: Pick<WipLimits, "now" | "next">): Lanes => {
  // points and ids are read in the sorting pass, which walks the backlog in order: the plan order
  // jumps around the backlog, and jumping between large story objects misses the CPU cache
  const n = stories.length
  const points = new Float64Array(n)
  const ids = new Array<string>(n)
  const ordered = orderAndRead(stories, points, ids)
  // first decide each story's lane (0 Now, 1 Next, 2 Later), then build lanes of known size
  const lane = new Uint8Array(ordered.length)
  const sizes = [0, 0, 0]
  let nowTotal = 0
  let nextTotal = 0
  for (let k = 0; k < ordered.length; k++) {
    const pts = points[ordered[k]!]!
    let l = 2
    if (nowTotal + pts <= limits.now) {
      nowTotal += pts
      l = 0
    } else if (nextTotal + pts <= limits.next) {
      nextTotal += pts
      l = 1
    }
    lane[k] = l
    sizes[l]!++
  }
  const lanes = sizes.map((size) => new Array<LaneEntry>(size))
  const filled = [0, 0, 0]
  for (let k = 0; k < ordered.length; k++) {
    const l = lane[k]!
    const at = filled[l]!++
    lanes[l]![at] = { story_id: ids[ordered[k]!]!, order_index: (at + 1) * RELEASE_ORDER_STEP }
  }
  return { now: lanes[0]!, next: lanes[1]!, later: lanes[2]! }
}
