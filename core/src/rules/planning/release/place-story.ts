import { type Lane, type Lanes } from "./release-types"
import { moveToLane } from "./move-to-lane"
import { removeFromLane } from "./remove-from-lane"
import { laneOf } from "./lane-of"

/** Where a card can be put: one of the lanes, or back to the Backlog (unplaced). */
export type Placement = Lane | "unplaced"

/**
 * A card dropped on (or sent to) a lane or the Backlog (agile.md §4): a lane appends it at the end
 * and renumbers; the Backlog removes it from its lane. Dropping a card where it already is changes
 * nothing (the same object is returned), so a drag that ends on its own lane is not a save.
 */
export const placeStory = (lanes: Lanes, storyId: string, target: Placement): Lanes => {
  const current = laneOf(lanes, storyId)
  if (target === "unplaced") return current === null ? lanes : removeFromLane(lanes, storyId)
  if (current === target) return lanes
  return moveToLane(lanes, storyId, target)
}
