import type { PlanStory } from "./release-types"

/** agile.md §4 step 2: a missing priority counts as 999. */
export const MISSING_PRIORITY = 999

/** agile.md §4 step 2: in_progress before todo before others. */
export const statusRank = (status: string | null | undefined): number =>
  status === "in_progress" ? 0 : status === "todo" ? 1 : 2

const priorityOf = (p: number | null | undefined): number =>
  typeof p === "number" && Number.isFinite(p) ? p : MISSING_PRIORITY

/**
 * Positions of the stories that are not done, in auto-plan order (agile.md §4 steps 1-2):
 * priority, then status rank, then order_index, ties in input order. A counting sort on
 * (priority, status) groups keeps it linear; a group not already in order_index order (the
 * usual backlog is) is then sorted on its own. Arrays are sized up front, since growing large
 * arrays step by step is what makes big inputs slow.
 */
export const planOrder = (stories: ReadonlyArray<PlanStory>): Int32Array => {
  const n = stories.length
  const order = new Float64Array(n)
  const group = new Int32Array(n)
  // priority -> first of its three group ids (one per status rank)
  const groupOf = new Map<number, number>()
  const groupPriority: Array<number> = []
  const counts: Array<number> = []
  let kept = 0
  for (let i = 0; i < n; i++) {
    const s = stories[i]!
    if (s.status === "done") {
      group[i] = -1
      continue
    }
    const p = priorityOf(s.priority)
    let g = groupOf.get(p)
    if (g === undefined) {
      g = counts.length
      groupOf.set(p, g)
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
  const firsts = [...groupOf.values()].sort((a, b) => groupPriority[a]! - groupPriority[b]!)
  const offset = new Int32Array(counts.length)
  const ranges: Array<[number, number]> = []
  let at = 0
  for (const first of firsts) {
    for (let g = first; g < first + 3; g++) {
      offset[g] = at
      ranges.push([at, at + counts[g]!])
      at += counts[g]!
    }
  }
  const out = new Int32Array(kept)
  for (let i = 0; i < n; i++) if (group[i]! >= 0) out[offset[group[i]!]!++] = i
  for (const [from, to] of ranges) {
    let sorted = true
    for (let k = from + 1; k < to && sorted; k++) sorted = order[out[k - 1]!]! <= order[out[k]!]!
    if (!sorted) out.subarray(from, to).sort((a, b) => order[a]! - order[b]! || a - b)
  }
  return out
}
