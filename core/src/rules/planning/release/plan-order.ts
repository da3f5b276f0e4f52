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
 * priority, then status rank, then order_index, ties in input order. Stories are grouped by
 * (priority, status) in one pass; a group already in order_index order (the usual backlog) is
 * not sorted again, so a sorted backlog costs linear time.
 */
export const planOrder = (stories: ReadonlyArray<PlanStory>): Array<number> => {
  const n = stories.length
  const order = new Float64Array(n)
  // priority -> one list of positions per status rank
  const groups = new Map<number, [Array<number>, Array<number>, Array<number>]>()
  for (let i = 0; i < n; i++) {
    const s = stories[i]!
    if (s.status === "done") continue
    const p = priorityOf(s.priority)
    order[i] = s.order_index ?? 0
    let byRank = groups.get(p)
    if (byRank === undefined) {
      byRank = [[], [], []]
      groups.set(p, byRank)
    }
    byRank[statusRank(s.status)]!.push(i)
  }
  const out: Array<number> = []
  for (const p of [...groups.keys()].sort((a, b) => a - b)) {
    for (const list of groups.get(p)!) {
      let sorted = true
      for (let k = 1; k < list.length && sorted; k++) sorted = order[list[k - 1]!]! <= order[list[k]!]!
      if (!sorted) list.sort((a, b) => order[a]! - order[b]! || a - b)
      for (const i of list) out.push(i)
    }
  }
  return out
}
