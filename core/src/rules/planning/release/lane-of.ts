import { LANES, type Lane, type Lanes } from "./release-types"

/** The lane holding a story, or null when it is unplaced. */
export const laneOf = (lanes: Lanes, storyId: string): Lane | null => {
  for (const lane of LANES) if (lanes[lane].some((e) => e.story_id === storyId)) return lane
  return null
}
