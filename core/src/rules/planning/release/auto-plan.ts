import type { Lanes, PlanStory, WipLimits } from "./release-types"
import { laneFromIds } from "./renumber-lane"
import { storyPoints } from "./story-points"

/** agile.md §4 step 2: a missing priority counts as 999. */
export const MISSING_PRIORITY = 999

const statusRank = (status: string | null | undefined): number =>
  status === "in_progress" ? 0 : status === "todo" ? 1 : 2

const priorityOf = (p: number | null | undefined): number =>
  typeof p === "number" && Number.isFinite(p) ? p : MISSING_PRIORITY

/**
 * Auto-plan local fallback, agile.md §4:
 * 1. leave out done stories; 2. sort by priority (missing = 999), then in_progress before todo
 * before others, then order_index (ties keep backlog order); 3-5. each story in turn goes to Now
 * if it fits within what is left of the Now limit, else to Next if it fits within the Next limit,
 * else to Later. Null points count as 0.
 */
export const autoPlan = (stories: ReadonlyArray<PlanStory>, limits: Pick<WipLimits, "now" | "next">): Lanes => {
  const keyed = stories
    .filter((s) => s.status !== "done")
    .map((s, i) => ({ s, i, p: priorityOf(s.priority), r: statusRank(s.status), o: s.order_index ?? 0 }))
  keyed.sort((a, b) => a.p - b.p || a.r - b.r || a.o - b.o || a.i - b.i)
  const now: Array<string> = []
  const next: Array<string> = []
  const later: Array<string> = []
  let nowTotal = 0
  let nextTotal = 0
  for (const { s } of keyed) {
    const pts = storyPoints(s.points)
    if (nowTotal + pts <= limits.now) {
      nowTotal += pts
      now.push(s.id)
    } else if (nextTotal + pts <= limits.next) {
      nextTotal += pts
      next.push(s.id)
    } else later.push(s.id)
  }
  return { now: laneFromIds(now), next: laneFromIds(next), later: laneFromIds(later) }
}
