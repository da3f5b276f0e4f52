import { LANES, type Lanes } from "./release-types"
import { storyPoints } from "./story-points"

/** Stories in no lane, in the order given (the backlog list). */
export const unplacedStories = <S extends { readonly id: string }>(
  stories: ReadonlyArray<S>,
  lanes: Lanes
): ReadonlyArray<S> => {
  const placed = new Set<string>()
  for (const lane of LANES) for (const e of lanes[lane]) placed.add(e.story_id)
  return stories.filter((s) => !placed.has(s.id))
}

/** agile.md §2: the Unplaced count with points. */
export const unplacedSummary = (
  stories: ReadonlyArray<{ readonly id: string; readonly points: number | null }>,
  lanes: Lanes
): { readonly count: number; readonly points: number } => {
  const rest = unplacedStories(stories, lanes)
  return { count: rest.length, points: rest.reduce((sum, s) => sum + storyPoints(s.points), 0) }
}
