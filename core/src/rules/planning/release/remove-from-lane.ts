import { LANES, type Lane, type Lanes } from "./release-types"
import { renumberLane } from "./renumber-lane"

/** agile.md §4: removing a card returns the story to unplaced. */
export const removeFromLane = (lanes: Lanes, storyId: string): Lanes => {
  const result = {} as { [L in Lane]: Lanes[L] }
  for (const lane of LANES) result[lane] = renumberLane(lanes[lane].filter((e) => e.story_id !== storyId))
  return result
}
