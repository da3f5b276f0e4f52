import { LANES, type Lane, type Lanes } from "./release-types"
import { renumberLane } from "./renumber-lane"

/**
 * agile.md §4: moving to a lane removes the story from its previous lane, appends it at the end
 * of the target lane and renumbers in steps of 10.
 */
export const moveToLane = (lanes: Lanes, storyId: string, target: Lane): Lanes => {
  const result = {} as { [L in Lane]: Lanes[L] }
  for (const lane of LANES) {
    const rest = lanes[lane].filter((e) => e.story_id !== storyId)
    result[lane] = renumberLane(lane === target ? [...rest, { story_id: storyId, order_index: 0 }] : rest)
  }
  return result
}
