import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { projectWeeks } from "../../../src/rules/budget/project-weeks"

describe("project weeks", () => {
  it("waterfall.md §9: span of WBS dates, both ends counted, in weeks rounded up", () => {
    // Mon 2 Mar 2026 to Fri 6 Mar: 5 days -> 1 week
    expect(projectWeeks([{ start_date: "2026-03-02", end_date: "2026-03-06" }])).toEqual({ weeks: 1, basis: "dates" })
    // 2 Mar to 8 Mar: 7 days -> 1 week; to 9 Mar: 8 days -> 2 weeks
    expect(projectWeeks([{ start_date: "2026-03-02", end_date: "2026-03-08" }]).weeks).toBe(1)
    expect(projectWeeks([{ start_date: "2026-03-02", end_date: "2026-03-09" }]).weeks).toBe(2)
    // span across items: earliest start to latest end
    expect(
      projectWeeks([
        { start_date: "2026-03-10", end_date: "2026-03-20" },
        { start_date: "2026-03-02", end_date: "2026-03-05" },
        { start_date: "2026-04-01T00:00:00Z", end_date: "2026-04-13" }
      ]).weeks
    ).toBe(7) // 2 Mar..13 Apr = 43 days -> ceil(43 / 7)
  })

  it("waterfall.md §9: at least 1 week for a single day", () => {
    expect(projectWeeks([{ start_date: "2026-03-02", end_date: "2026-03-02" }]).weeks).toBe(1)
    expect(projectWeeks([{ start_date: new Date(Date.UTC(2026, 2, 2)) }]).weeks).toBe(1)
  })

  it("waterfall.md §9: without dates, summed leaf durations / 5 rounded up", () => {
    const items = [
      { id: 1, duration_days: 30 }, // parent: not counted
      { id: 2, parent_id: 1, duration_days: 7 },
      { id: 3, parent_id: 1, duration_days: "4" },
      { id: 4, duration_days: 0 }
    ]
    expect(projectWeeks(items)).toEqual({ weeks: 3, basis: "durations" }) // 11 days -> 3 weeks
    expect(projectWeeks([{ duration_days: 2 }])).toEqual({ weeks: 1, basis: "durations" })
    expect(projectWeeks([{ duration_days: 10, children: [{}] }, { duration_days: 5 }]).weeks).toBe(1)
  })

  it("waterfall.md §9: 20 days assumed when there are no dates or durations: 4 weeks", () => {
    expect(projectWeeks([])).toEqual({ weeks: 4, basis: "assumed" })
    expect(projectWeeks([{ duration_days: 0, start_date: "not a date" }])).toEqual({ weeks: 4, basis: "assumed" })
  })

  it("date span weeks are ceil(days / 7) and never below 1", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 2000 }), (offset, length) => {
        const start = new Date(Date.UTC(2020, 0, 1) + offset * 86_400_000)
        const end = new Date(start.getTime() + length * 86_400_000)
        const { weeks } = projectWeeks([{ start_date: start.toISOString().slice(0, 10), end_date: end.toISOString().slice(0, 10) }])
        expect(weeks).toBe(Math.max(1, Math.ceil((length + 1) / 7)))
      })
    )
  })
})

describe("project weeks from a nested WBS tree", () => {
  it("waterfall.md §3: children are read as rows, impossible dates are ignored", () => {
    const tree = [
      {
        id: 1,
        duration_days: 99,
        children: [
          { id: 2, parent_id: 1, duration_days: 6, children: [] },
          { id: 3, parent_id: 1, duration_days: 6, children: [] }
        ]
      }
    ]
    expect(projectWeeks(tree)).toEqual({ weeks: 3, basis: "durations" }) // 12 leaf days
    expect(projectWeeks([{ start_date: "2026-02-30", end_date: "2026-13-01", duration_days: 5 }])).toEqual({ weeks: 1, basis: "durations" })
    expect(projectWeeks([{ children: [{ start_date: "2026-01-01", end_date: "2026-01-15" }] }]).weeks).toBe(3)
  })
})
