import type { LaneEntry } from "./release-types"

/** agile.md §9: release order step 10. */
export const RELEASE_ORDER_STEP = 10

/** Renumber entries in their current array order: 10, 20, 30 ... */
export const renumberLane = (entries: ReadonlyArray<LaneEntry>): ReadonlyArray<LaneEntry> =>
  entries.map((e, i) => ({ story_id: e.story_id, order_index: (i + 1) * RELEASE_ORDER_STEP }))

/** Build a renumbered lane from story ids in order. */
export const laneFromIds = (ids: ReadonlyArray<string>): ReadonlyArray<LaneEntry> =>
  ids.map((story_id, i) => ({ story_id, order_index: (i + 1) * RELEASE_ORDER_STEP }))
