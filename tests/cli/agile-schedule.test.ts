import * as Either from "effect/Either"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { agileScheduleRows, planSprints } from "@initpack/core/use-cases/pack/agile-schedule"
import { DEFAULT_SPRINT_COUNT, MAX_SPRINTS } from "@initpack/core/use-cases/pack/agile-plan-template"

const lanes = (now: Array<string>, next: Array<string>, later: Array<string> = []) => {
  const lane = (ids: Array<string>) => ids.map((story_id, i) => ({ story_id, order_index: (i + 1) * 10 }))
  return { now: lane(now), next: lane(next), later: lane(later) }
}
const story = (id: string, points: number | null, epic_id = "E1") => ({ id, epic_id, points })

describe("planSprints", () => {
  it("fills sprints in Now-then-Next order up to the velocity; Later stays unplanned", () => {
    const stories = [story("a", 8), story("b", 8), story("c", 8), story("d", 5, "E2"), story("e", 13), story("z", 3)]
    const sprints = planSprints(lanes(["a", "b", "c"], ["d", "e"], ["z"]), stories, 20)
    expect(sprints.map((s) => s.stories.map((x) => x.id))).toEqual([["a", "b"], ["c", "d"], ["e"]])
  })

  it("a story above the velocity gets a sprint of its own; no points plans default sprints", () => {
    expect(planSprints(lanes(["big", "s"], []), [story("big", 40), story("s", 2)], 25).map((s) => s.stories.length)).toEqual([1, 1])
    expect(planSprints(lanes([], []), [], 25)).toHaveLength(DEFAULT_SPRINT_COUNT)
  })

  it("property: every Now/Next story is planned once, in order, within the velocity or alone", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 40 }), fc.integer({ min: 1, max: 40 }), (points, velocity) => {
        const stories = points.map((p, i) => story(`s${i}`, p))
        const ids = stories.map((s) => s.id)
        const sprints = planSprints(lanes(ids.slice(0, 10), ids.slice(10)), stories, velocity)
        const planned = sprints.flatMap((s) => s.stories.map((x) => x.id))
        if (ids.length === 0) return planned.length === 0
        expect(planned).toEqual(ids.slice(0, Math.min(ids.length, planned.length)))
        expect(sprints.length).toBeLessThanOrEqual(MAX_SPRINTS)
        for (const s of sprints) {
          const load = s.stories.reduce((n, x) => n + (x.points ?? 0), 0)
          expect(load <= velocity || s.stories.length === 1).toBe(true)
        }
        return true
      })
    )
  })
})

describe("agileScheduleRows", () => {
  it("agile.md §9: the generated plan has 5 phases, with sprints under Execution, dated in working days", () => {
    const sprints = planSprints(lanes(["a", "b"], ["c"]), [story("a", 10), story("b", 10, "E2"), story("c", 10)], 20)
    const rows = Either.getOrThrow(agileScheduleRows(sprints, 10, "2026-04-04"))
    const phases = rows.filter((r) => r.parent_id === null)
    expect(phases.map((p) => p.type)).toEqual(["phase", "phase", "phase", "phase", "phase"])
    const execution = phases.find((p) => p.title === "Execution")!
    const sprintRows = rows.filter((r) => r.type === "sprint")
    expect(sprintRows.map((s) => [s.title, s.parent_id, s.badge_stories, s.badge_points, s.badge_epics])).toEqual([
      ["Sprint 1", execution.id, 2, 20, 2],
      ["Sprint 2", execution.id, 1, 10, 1]
    ])
    // 2026-04-04 is a Saturday: the plan starts on Monday 6 April
    expect(rows[0]!.start_date).toBe("2026-04-06")
    for (const r of rows) expect(r.end_date! >= r.start_date!).toBe(true)
    // a 10-day sprint covers exactly 10 working days (Monday-Friday), from start to finish inclusive
    const workingDays = (from: string, to: string) => {
      let n = 0
      for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) if (![0, 6].includes(new Date(t).getUTCDay())) n++
      return n
    }
    for (const s of sprintRows) expect(workingDays(s.start_date!, s.end_date!)).toBe(10)
    // gates take no time and close their phase
    for (const gate of rows.filter((r) => r.type === "gate")) expect(gate.start_date).toBe(gate.end_date)
  })

  it("rejects an impossible base start", () => {
    expect(Either.isLeft(agileScheduleRows([], 10, "2026-02-30"))).toBe(true)
  })
})
