import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { autoPlan } from "../../../../src/rules/planning/release/auto-plan"
import { LANES, type PlanStory } from "../../../../src/rules/planning/release/release-types"

const story = (id: string, points: number | null, priority: number | null, status: string | null, order_index: number): PlanStory => ({ id, points, priority, status, order_index })
const ids = (entries: ReadonlyArray<{ story_id: string }>) => entries.map((e) => e.story_id)

describe("auto-plan fallback", () => {
  it("agile.md §4: leaves out done stories, sorts by priority then status then order", () => {
    const plan = autoPlan(
      [
        story("nop", 1, null, "todo", 1),
        story("p2", 1, 2, "todo", 1),
        story("p1-other", 1, 1, null, 0),
        story("p1-todo", 1, 1, "todo", 0),
        story("p1-prog", 1, 1, "in_progress", 50),
        story("p1-prog-first", 1, 1, "in_progress", 40),
        story("done", 1, 1, "done", 0)
      ],
      { now: 25, next: 9999 }
    )
    expect(ids(plan.now)).toEqual(["p1-prog-first", "p1-prog", "p1-todo", "p1-other", "p2", "nop"])
    expect(plan.now.map((e) => e.order_index)).toEqual([10, 20, 30, 40, 50, 60])
    expect(plan.next).toEqual([])
  })

  it("agile.md §4: a story that does not fit Now goes to Next, and later ones that fit still go to Now", () => {
    const plan = autoPlan(
      [story("a", 20, 1, "todo", 10), story("b", 8, 1, "todo", 20), story("c", 5, 1, "todo", 30), story("d", null, 1, "todo", 40)],
      { now: 25, next: 9999 }
    )
    expect(ids(plan.now)).toEqual(["a", "c", "d"])
    expect(ids(plan.next)).toEqual(["b"])
  })

  it("agile.md §4: a story left over from both Now and Next goes to Later", () => {
    const plan = autoPlan([story("a", 5, 1, "todo", 1), story("b", 5, 1, "todo", 2), story("c", 5, 1, "todo", 3), story("d", 3, 1, "todo", 4)], { now: 5, next: 5 })
    expect(ids(plan.now)).toEqual(["a"])
    expect(ids(plan.next)).toEqual(["b"])
    expect(ids(plan.later)).toEqual(["c", "d"])
  })

  it("orders unusual priorities numerically and keeps ties in backlog order", () => {
    const plan = autoPlan(
      [story("b", 1, 1.25, "in_progress", 5), story("a", 1, 1, "todo", 5), story("c", 1, 1.25, "in_progress", 5), story("d", 1, 0, null, 9)],
      { now: 99, next: 99 }
    )
    expect(ids(plan.now)).toEqual(["d", "a", "b", "c"])
  })

  const storyArb = fc.record({
    points: fc.option(fc.integer({ min: 0, max: 13 }), { nil: null }),
    priority: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    status: fc.constantFrom("todo", "in_progress", "done", null, ""),
    order_index: fc.integer({ min: 0, max: 100 })
  })
  const input = fc.tuple(
    // half the backlogs are already in order_index order, as loaded backlogs usually are
    fc.tuple(fc.array(storyArb, { maxLength: 60 }), fc.boolean()).map(([xs, inOrder]) =>
      xs.map((x, i) => ({ id: `s${i}`, ...x, order_index: inOrder ? (i + 1) * 10 : x.order_index }))
    ),
    fc.integer({ min: 1, max: 40 }),
    fc.integer({ min: 1, max: 60 })
  )
  const rank = (s: PlanStory) => [s.priority ?? 999, s.status === "in_progress" ? 0 : s.status === "todo" ? 1 : 2, s.order_index] as const
  const before = (a: PlanStory, b: PlanStory) => {
    const [x, y] = [rank(a), rank(b)]
    for (let i = 0; i < 3; i++) if (x[i]! !== y[i]!) return x[i]! < y[i]!
    return true
  }

  it("property: Now points stay within the limit, Next within its limit", () => {
    fc.assert(
      fc.property(input, ([stories, now, next]) => {
        const plan = autoPlan(stories, { now, next })
        const pts = new Map(stories.map((s) => [s.id, s.points ?? 0]))
        const sum = (lane: ReadonlyArray<{ story_id: string }>) => lane.reduce((t, e) => t + pts.get(e.story_id)!, 0)
        expect(sum(plan.now)).toBeLessThanOrEqual(now)
        expect(sum(plan.next)).toBeLessThanOrEqual(next)
      })
    )
  })

  it("property: every non-done story is placed exactly once and done stories are left out", () => {
    fc.assert(
      fc.property(input, ([stories, now, next]) => {
        const plan = autoPlan(stories, { now, next })
        const placed = LANES.flatMap((l) => ids(plan[l]))
        expect([...placed].sort()).toEqual(stories.filter((s) => s.status !== "done").map((s) => s.id).sort())
      })
    )
  })

  it("property: relative sort order is respected within each lane", () => {
    fc.assert(
      fc.property(input, ([stories, now, next]) => {
        const plan = autoPlan(stories, { now, next })
        const byId = new Map(stories.map((s) => [s.id, s]))
        for (const l of LANES) {
          const lane = plan[l].map((e) => byId.get(e.story_id)!)
          for (let i = 1; i < lane.length; i++) expect(before(lane[i - 1]!, lane[i]!)).toBe(true)
        }
      })
    )
  })

  it("property: a story goes to Next or Later only when it would overflow the lanes before it", () => {
    fc.assert(
      fc.property(input, ([stories, now, next]) => {
        const plan = autoPlan(stories, { now, next })
        const pts = new Map(stories.map((s) => [s.id, s.points ?? 0]))
        const nowPts = plan.now.reduce((t, e) => t + pts.get(e.story_id)!, 0)
        // every story outside Now is bigger than the room left at the end (room only shrinks)
        for (const e of [...plan.next, ...plan.later]) expect(pts.get(e.story_id)!).toBeGreaterThan(now - nowPts)
      })
    )
  })
})
