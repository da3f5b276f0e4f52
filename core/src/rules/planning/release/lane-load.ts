import { LANES, type Lane, type Lanes, type WipLimits } from "./release-types"
import { storyPoints } from "./story-points"

export interface LaneLoad {
  readonly count: number
  readonly points: number
  readonly limit: number
  readonly overLimit: boolean
}

/** Points per lane against its WIP limit (agile.md §2, WIP limit on the Now lane). */
export const laneLoads = (
  stories: ReadonlyArray<{ readonly id: string; readonly points: number | null }>,
  lanes: Lanes,
  limits: WipLimits
): { readonly [L in Lane]: LaneLoad } => {
  const pointsById = new Map(stories.map((s) => [s.id, storyPoints(s.points)]))
  const load = (lane: Lane): LaneLoad => {
    const points = lanes[lane].reduce((sum, e) => sum + (pointsById.get(e.story_id) ?? 0), 0)
    return { count: lanes[lane].length, points, limit: limits[lane], overLimit: points > limits[lane] }
  }
  const [now, next, later] = LANES.map(load) as [LaneLoad, LaneLoad, LaneLoad]
  return { now, next, later }
}
