import type { Lanes } from "./release-types"
import { laneOf } from "./lane-of"
import { renumberLane } from "./renumber-lane"

export type Direction = "up" | "down"

/** agile.md §4: moving up or down swaps the card with its neighbour; no-op at the lane's edge or when unplaced. */
export const moveWithinLane = (lanes: Lanes, storyId: string, direction: Direction): Lanes => {
  const lane = laneOf(lanes, storyId)
  if (lane === null) return lanes
  const entries = [...lanes[lane]]
  const i = entries.findIndex((e) => e.story_id === storyId)
  const j = direction === "up" ? i - 1 : i + 1
  const a = entries[i]
  const b = entries[j]
  if (a === undefined || b === undefined) return lanes
  entries[i] = b
  entries[j] = a
  return { ...lanes, [lane]: renumberLane(entries) }
}
