import { describe, expect, it } from "vitest"
import { autoPlanFallback } from "../../../../src/rules/planning/release/auto-plan-fallback"
import { placeStory } from "../../../../src/rules/planning/release/place-story"
import { emptyLanes, type PlanStory } from "../../../../src/rules/planning/release/release-types"
import { DEFAULT_WIP_LIMITS } from "../../../../src/rules/planning/release/wip-limits"

const ids = (lanes: typeof emptyLanes) => ({ now: lanes.now.map((e) => e.story_id), next: lanes.next.map((e) => e.story_id), later: lanes.later.map((e) => e.story_id) })

describe("placeStory (drag and drop, move-to buttons)", () => {
  it("a lane appends at the end; the Backlog unplaces; the same place changes nothing", () => {
    let lanes = placeStory(emptyLanes, "a", "now")
    lanes = placeStory(lanes, "b", "now")
    lanes = placeStory(lanes, "a", "later")
    expect(ids(lanes)).toEqual({ now: ["b"], next: [], later: ["a"] })
    expect(lanes.now.map((e) => e.order_index)).toEqual([10])
    expect(placeStory(lanes, "b", "now")).toBe(lanes)
    expect(placeStory(lanes, "zz", "unplaced")).toBe(lanes)
    expect(ids(placeStory(lanes, "b", "unplaced"))).toEqual({ now: [], next: [], later: ["a"] })
  })
})

describe("autoPlanFallback (agile.md §4)", () => {
  const story = (id: string, points: number | null, priority: number | null, status = "todo", order_index = 10): PlanStory => ({ id, points, priority, status, order_index })
  const stories = [story("a", 5, 2), story("b", 3, 1), story("c", 8, null, "in_progress"), story("d", 2, 1, "done"), story("e", 13, 3)]

  it("plans within the target, which becomes the Now WIP limit", () => {
    const { lanes, wip_limits } = autoPlanFallback(stories, 8, DEFAULT_WIP_LIMITS)
    expect(wip_limits).toEqual({ now: 8, next: 9999, later: 9999 })
    expect(ids(lanes)).toEqual({ now: ["b", "a"], next: ["e", "c"], later: [] })
  })

  it("leftovers of both Now and Next go to Later; done stories are left out", () => {
    const { lanes } = autoPlanFallback(stories, 3, { now: 25, next: 10, later: 9999 })
    expect(ids(lanes)).toEqual({ now: ["b"], next: ["a"], later: ["e", "c"] })
  })

  it("a target of 0 becomes 1; a blank target keeps the Now limit", () => {
    expect(autoPlanFallback(stories, 0, DEFAULT_WIP_LIMITS).wip_limits.now).toBe(1)
    expect(autoPlanFallback(stories, "", { now: 12, next: 9999, later: 9999 }).wip_limits.now).toBe(12)
    expect(autoPlanFallback(stories, null, { now: 12, next: 9999, later: 9999 }).wip_limits.now).toBe(12)
  })
})
