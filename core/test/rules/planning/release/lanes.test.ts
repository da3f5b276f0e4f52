import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { emptyLanes, LANES, type Lanes } from "../../../../src/rules/planning/release/release-types"
import { moveToLane } from "../../../../src/rules/planning/release/move-to-lane"
import { moveWithinLane } from "../../../../src/rules/planning/release/move-within-lane"
import { removeFromLane } from "../../../../src/rules/planning/release/remove-from-lane"
import { normaliseLanes } from "../../../../src/rules/planning/release/normalise-lanes"
import { laneOf } from "../../../../src/rules/planning/release/lane-of"
import { unplacedStories, unplacedSummary } from "../../../../src/rules/planning/release/unplaced"
import { laneLoads } from "../../../../src/rules/planning/release/lane-load"
import { DEFAULT_WIP_LIMITS } from "../../../../src/rules/planning/release/wip-limits"

const ids = (lanes: Lanes) => ({
  now: lanes.now.map((e) => e.story_id),
  next: lanes.next.map((e) => e.story_id),
  later: lanes.later.map((e) => e.story_id)
})
const orders = (lanes: Lanes) => LANES.map((l) => lanes[l].map((e) => e.order_index))

describe("release lanes", () => {
  it("agile.md §4: moving to a lane removes it from the previous lane, appends at the end, renumbers by 10", () => {
    let lanes = moveToLane(emptyLanes, "a", "now")
    lanes = moveToLane(lanes, "b", "now")
    lanes = moveToLane(lanes, "c", "next")
    lanes = moveToLane(lanes, "a", "next")
    expect(ids(lanes)).toEqual({ now: ["b"], next: ["c", "a"], later: [] })
    expect(orders(lanes)).toEqual([[10], [10, 20], []])
  })

  it("agile.md §4: moving to the same lane moves the card to the end", () => {
    const lanes = moveToLane(moveToLane(moveToLane(emptyLanes, "a", "now"), "b", "now"), "a", "now")
    expect(ids(lanes).now).toEqual(["b", "a"])
  })

  it("agile.md §4: moving up or down swaps neighbours; edges are no-ops", () => {
    let lanes = normaliseLanes({ now: [{ story_id: "a", order_index: 5 }, { story_id: "b", order_index: 7 }, { story_id: "c", order_index: 9 }] }, ["a", "b", "c"])
    lanes = moveWithinLane(lanes, "c", "up")
    expect(ids(lanes).now).toEqual(["a", "c", "b"])
    expect(orders(lanes)[0]).toEqual([10, 20, 30])
    lanes = moveWithinLane(lanes, "a", "down")
    expect(ids(lanes).now).toEqual(["c", "a", "b"])
    expect(moveWithinLane(lanes, "c", "up")).toBe(lanes)
    expect(moveWithinLane(lanes, "b", "down")).toBe(lanes)
    expect(moveWithinLane(lanes, "zzz", "down")).toBe(lanes)
  })

  it("agile.md §4: removing a card returns it to unplaced", () => {
    const lanes = removeFromLane(moveToLane(moveToLane(emptyLanes, "a", "later"), "b", "later"), "a")
    expect(ids(lanes).later).toEqual(["b"])
    expect(laneOf(lanes, "a")).toBeNull()
    expect(unplacedStories([{ id: "a" }, { id: "b" }], lanes)).toEqual([{ id: "a" }])
  })

  it("agile.md §4: a loaded plan keeps the first of duplicates and drops stories gone from the backlog", () => {
    const lanes = normaliseLanes(
      {
        now: [{ story_id: "b", order_index: 20 }, { story_id: "a", order_index: 10 }, { story_id: "a", order_index: 30 }],
        next: [{ story_id: "b", order_index: 10 }, { story_id: "gone", order_index: 20 }, { story_id: "c", order_index: 30 }],
        later: null
      },
      ["a", "b", "c"]
    )
    expect(ids(lanes)).toEqual({ now: ["a", "b"], next: ["c"], later: [] })
    expect(orders(lanes)).toEqual([[10, 20], [10], []])
  })

  it("a loaded lane with a missing order keeps load order for it", () => {
    const lanes = normaliseLanes({ next: [{ story_id: "b", order_index: 5 }, { story_id: "a", order_index: Number.NaN }] }, ["a", "b"])
    expect(ids(lanes).next).toEqual(["a", "b"])
  })

  it("agile.md §2: unplaced count with points (null points count as 0)", () => {
    const stories = [{ id: "a", points: 3 }, { id: "b", points: null }, { id: "c", points: 5 }, { id: "d", points: 8 }]
    const lanes = moveToLane(emptyLanes, "c", "now")
    expect(unplacedSummary(stories, lanes)).toEqual({ count: 3, points: 11 })
  })

  it("agile.md §9: lane loads compare points with the WIP limit", () => {
    const stories = [{ id: "a", points: 20 }, { id: "b", points: 8 }]
    const lanes = moveToLane(moveToLane(emptyLanes, "a", "now"), "b", "now")
    const loads = laneLoads(stories, lanes, DEFAULT_WIP_LIMITS)
    expect(loads.now).toEqual({ count: 2, points: 28, limit: 25, overLimit: true })
    expect(loads.next.overLimit).toBe(false)
  })

  it("property: after any sequence of operations a story is in at most one lane and orders are 10, 20, ...", () => {
    const story = fc.constantFrom("s1", "s2", "s3", "s4", "s5")
    const op = fc.oneof(
      fc.record({ kind: fc.constant("move" as const), id: story, lane: fc.constantFrom(...LANES) }),
      fc.record({ kind: fc.constant("shift" as const), id: story, dir: fc.constantFrom("up" as const, "down" as const) }),
      fc.record({ kind: fc.constant("remove" as const), id: story })
    )
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        let lanes: Lanes = emptyLanes
        for (const o of ops) {
          lanes =
            o.kind === "move" ? moveToLane(lanes, o.id, o.lane)
            : o.kind === "shift" ? moveWithinLane(lanes, o.id, o.dir)
            : removeFromLane(lanes, o.id)
        }
        const all = LANES.flatMap((l) => lanes[l].map((e) => e.story_id))
        expect(new Set(all).size).toBe(all.length)
        for (const l of LANES) expect(lanes[l].map((e) => e.order_index)).toEqual(lanes[l].map((_, i) => (i + 1) * 10))
        const last = ops.filter((o) => o.kind !== "shift").at(-1)
        if (last !== undefined) expect(laneOf(lanes, last.id)).toBe(last.kind === "move" ? last.lane : null)
      })
    )
  })

  it("operations never mutate their input", () => {
    const lanes = normaliseLanes({ now: [{ story_id: "a", order_index: 1 }, { story_id: "b", order_index: 2 }] }, ["a", "b"])
    const frozen = JSON.stringify(lanes)
    moveToLane(lanes, "a", "later")
    moveWithinLane(lanes, "b", "up")
    removeFromLane(lanes, "a")
    expect(JSON.stringify(lanes)).toBe(frozen)
  })
})
