import type { PlanStory } from "./release-types"
import { storyPoints } from "./story-points"

/** agile.md §4 step 2: a missing priority counts as 999. */
export const MISSING_PRIORITY = 999

/** agile.md §4 step 2: in_progress before todo before others. */
export const statusRank = (status: string | null | undefined): number =>
  status === "in_progress" ? 0 : status === "todo" ? 1 : 2

const priorityOf = (p: number | null | undefined): number =>
  typeof p === "number" && Number.isFinite(p) ? p : MISSING_PRIORITY

// whole priorities 0..SMALL_PRIORITIES - 1 (the usual ones, and 999) find their group by index, not by hashing
const SMALL_PRIORITIES = 1024

/**
 * Positions of the stories that are not done, in auto-plan order (agile.md §4 steps 1-2):
 * priority, then status rank, then order_index, ties in input order. A counting sort on
 * (priority, status) groups keeps it linear; a group not already in order_index order (the
 * usual backlog is) is then sorted on its own with its keys read up front. Arrays are sized up
 * front, since growing large arrays step by step is what makes big inputs slow.
 */
export const planOrder = (stories: ReadonlyArray<PlanStory>): Int32Array => orderAndRead(stories, undefined, undefined)

/**
 * planOrder that also copies each story's points (storyPoints) and id into the given arrays
 * (indexed by position) in the same pass, so the caller never walks the stories again.
 */
export const orderAndRead = (
  stories: ReadonlyArray<PlanStory>,
  points: Float64Array | undefined,
  ids: Array<string> | undefined
): Int32Array => {
  const n = stories.length
  const order = new Float64Array(n)
  const group = new Int32Array(n)
  // priority -> first of its three group ids (one per status rank)
  const smallGroup = new Int32Array(SMALL_PRIORITIES).fill(-1)
  let otherGroup: Map<number, number> | undefined
  const groupPriority: Array<number> = []
  const counts: Array<number> = []
  let kept = 0
  for (let i = 0; i < n; i++) {
    const s = stories[i]!
    if (points !== undefined) points[i] = storyPoints(s.points)
    if (ids !== undefined) ids[i] = s.id
    if (s.status === "done") {
      group[i] = -1
      continue
    }
    const p = priorityOf(s.priority)
    const small = p >= 0 && p < SMALL_PRIORITIES && Number.isInteger(p)
    let g = small ? smallGroup[p]! : (otherGroup ??= new Map()).get(p) ?? -1
    if (g < 0) {
      g = counts.length
      if (small) smallGroup[p] = g
      else otherGroup!.set(p, g)
      groupPriority.push(p, p, p)
      counts.push(0, 0, 0)
    }
    g += statusRank(s.status)
    group[i] = g
    counts[g]!++
    order[i] = s.order_index ?? 0
    kept++
  }
  // group ids of one priority are consecutive by status rank, so sort priorities only
  const firsts: Array<number> = []
  for (let g = 0; g < counts.length; g += 3) firsts.push(g)
  firsts.sort((a, b) => groupPriority[a]! - groupPriority[b]!)
  const offset = new Int32Array(counts.length)
  const from = new Int32Array(counts.length)
  let at = 0
  for (const first of firsts) {
    for (let g = first; g < first + 3; g++) {
      offset[g] = at
      from[g] = at
      at += counts[g]!
    }
  }
  const out = new Int32Array(kept)
  for (let i = 0; i < n; i++) if (group[i]! >= 0) out[offset[group[i]!]!++] = i
  // offset[g] is now the end of group g
  for (let g = 0; g < counts.length; g++) {
    const to = offset[g]!
    let sorted = true
    for (let k = from[g]! + 1; k < to && sorted; k++) sorted = order[out[k - 1]!]! <= order[out[k]!]!
    if (!sorted) out.subarray(from[g]!, to).sort((a, b) => order[a]! - order[b]! || a - b)
  }
  return out
}
