import { LANES, type Lane, type LaneEntry, type Lanes } from "./release-types"
import { laneFromIds } from "./renumber-lane"

const orderOf = (e: LaneEntry): number => (Number.isFinite(e.order_index) ? e.order_index : 0)

/**
 * agile.md §4: a story is in at most one lane, and stories deleted from the backlog vanish on load.
 * Each lane is ordered by order_index (stable), duplicates are dropped keeping the first
 * occurrence (Now before Next before Later), unknown stories are dropped, and lanes are renumbered.
 */
export const normaliseLanes = (
  lanes: Partial<Record<Lane, ReadonlyArray<LaneEntry> | null | undefined>>,
  backlogStoryIds: Iterable<string>
): Lanes => {
  const known = new Set(backlogStoryIds)
  const seen = new Set<string>()
  const keep = (lane: Lane): ReadonlyArray<LaneEntry> => {
    const sorted = [...(lanes[lane] ?? [])]
      .map((e, i) => ({ e, i }))
      .sort((a, b) => orderOf(a.e) - orderOf(b.e) || a.i - b.i)
    const ids: Array<string> = []
    for (const { e } of sorted) {
      if (!known.has(e.story_id) || seen.has(e.story_id)) continue
      seen.add(e.story_id)
      ids.push(e.story_id)
    }
    return laneFromIds(ids)
  }
  const [now, next, later] = LANES.map(keep) as [ReadonlyArray<LaneEntry>, ReadonlyArray<LaneEntry>, ReadonlyArray<LaneEntry>]
  return { now, next, later }
}
