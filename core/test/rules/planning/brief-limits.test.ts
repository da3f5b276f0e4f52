import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { briefLimitWarnings, parseDate, readBriefLimits } from "../../../src/rules/planning/brief-limits"

const iso = (d: Date | undefined) => d?.toISOString().slice(0, 10)

describe("the limits a brief states", () => {
  it("reads deadlines in the ways briefs say them", () => {
    expect(iso(readBriefLimits("Go-live before 1 December 2026; budget capped at AUD 1.2m.").deadline?.date)).toBe("2026-12-01")
    expect(iso(readBriefLimits("Race day is Sunday 16 May 2027.").deadline?.date)).toBe("2027-05-16")
    expect(iso(readBriefLimits("The summit runs 6-8 October 2026.").deadline?.date)).toBe("2026-10-06")
    expect(iso(readBriefLimits("First collections in the week of 1 March 2027.").deadline?.date)).toBe("2027-03-01")
    expect(iso(readBriefLimits("Live before the Christmas appeal starts on 1 December 2026.").deadline?.date)).toBe("2026-12-01")
    // the latest of two deadlines is the project's; the earlier one is a milestone on the way (issue 33)
    expect(iso(readBriefLimits("Clinics start on 15 September 2026. Care homes done by 31 October 2026. All done by 30 November 2026.").deadline?.date)).toBe("2026-11-30")
    expect(iso(readBriefLimits("Motor claims first by October 2027 and the old warehouse retired by 30 November 2028.").deadline?.date)).toBe("2028-11-30")
    // a season the sentence restates with its date: the date is the deadline, not the season's end
    expect(iso(readBriefLimits("The new system must be live before the summer 2029 season, by 31 March 2029, handling 1,800 bags an hour.").deadline?.date)).toBe("2029-03-31")
  })
  it("reads a baseline or history year as no plan date, and an event as an event (issue 33)", () => {
    const limits = readBriefLimits("Cut the emissions of our whole stock to 40% below 2025 levels by 2029. Sales were flat in 2025.")
    expect(limits.deadline).toBeUndefined()
    expect(iso(limits.horizon?.date)).toBe("2029-12-31")
    const tour = readBriefLimits("The exhibition opens at the first venue on 10 March 2028 and the tour ends by 31 August 2029.")
    expect(iso(tour.deadline?.date)).toBe("2029-08-31")
    expect(iso(tour.event?.date)).toBe("2028-03-10")
    // an event brief with no deadline ends with its event
    expect(iso(readBriefLimits("Race day is Sunday 16 May 2027.").deadline?.date)).toBe("2027-05-16")
  })
  it("tells a goal's horizon from a deadline", () => {
    const l = readBriefLimits("Reduce complaints by 30% by the end of 2028. Finish by 30 June 2027.")
    expect(iso(l.horizon?.date)).toBe("2028-12-31")
    expect(iso(l.deadline?.date)).toBe("2027-06-30")
  })
  it("reads a cap only in a sentence about budget, with its scale and currency", () => {
    expect(readBriefLimits("Budget capped at AUD 1.2m.").budgetCap).toMatchObject({ value: 1_200_000, unit: "AUD" })
    expect(readBriefLimits("Total funding is $2.3 million over four years.").budgetCap).toMatchObject({ value: 2_300_000, text: "$2.3 million" })
    expect(readBriefLimits("The club can put in no more than $450,000.").budgetCap?.value).toBe(450_000)
    expect(readBriefLimits("Sales grew by $2m last year.").budgetCap).toBeUndefined()
  })
})

describe("warnings against the brief's limits", () => {
  const text = "The new bridge must open by 31 August 2027. Total budget £2.4m."
  it("says when the plan finishes after the deadline, in issue 19's words", () => {
    expect(briefLimitWarnings({ text, finish: "2027-09-14" })).toEqual(["The drafted plan finishes on 14 September 2027, after the deadline of 31 August 2027 in the brief."])
    expect(briefLimitWarnings({ text, finish: "2027-08-31" })).toEqual([])
  })
  it("says when the plan finishes after a goal's horizon, unless it already misses the deadline", () => {
    const goal = "Reduce complaints by 30% by the end of 2026."
    expect(briefLimitWarnings({ text: goal, finish: "2027-01-15" })).toEqual(["The drafted plan finishes on 15 January 2027, after the horizon of 31 December 2026 set by a goal in the brief."])
    expect(briefLimitWarnings({ text: goal, finish: "2026-12-31" })).toEqual([])
    expect(briefLimitWarnings({ text: `${goal} Finish by 30 November 2026.`, finish: "2027-01-15" })).toEqual(["The drafted plan finishes on 15 January 2027, after the deadline of 30 November 2026 in the brief."])
  })
  it("says when the budget total is above the cap, and only in the cap's currency", () => {
    expect(briefLimitWarnings({ text, total: 2_650_000, currency: "GBP" })).toEqual(["The drafted budget totals GBP 2,650,000, above the cap of £2.4m in the brief."])
    expect(briefLimitWarnings({ text, total: 2_300_000, currency: "GBP" })).toEqual([])
    expect(briefLimitWarnings({ text, total: 9_000_000, currency: "JPY" })).toEqual([])
  })
  it("flags exactly the finishes after the deadline (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (days) => {
        const finish = new Date(Date.UTC(2026, 0, 1) + days * 86_400_000).toISOString().slice(0, 10)
        const late = finish > "2027-08-31"
        expect(briefLimitWarnings({ text, finish }).length).toBe(late ? 1 : 0)
      })
    )
  })
})

describe("a budget far under the money the brief names (issue 33)", () => {
  it("says how far under it is, and says nothing from 35% of the named money up", () => {
    const text = "The grant from the Heritage Fund is $1.8 million."
    expect(briefLimitWarnings({ text, total: 500_000, currency: "AUD" })).toEqual([
      "The drafted budget totals AUD 500,000, 28% of the $1.8 million the brief names: cost the work the plan does not yet price before the budget goes to the board."
    ])
    expect(briefLimitWarnings({ text, total: 630_000, currency: "AUD" })).toEqual([])
    expect(briefLimitWarnings({ text, total: 2_000_000, currency: "AUD" })[0]).toMatch(/above the cap/)
  })
})

describe("ISO dates in a brief (issue 33)", () => {
  it("reads 2028-11-30 as that day, not as the end of 2028", () => {
    expect(parseDate("2028-11-30")?.toISOString().slice(0, 10)).toBe("2028-11-30")
    expect(readBriefLimits("The 12.4 km of new mains must be finished by 2028-11-30.").deadline?.date?.toISOString().slice(0, 10)).toBe("2028-11-30")
    // a year alone is still the end of that year
    expect(parseDate("by 2028")?.toISOString().slice(0, 10)).toBe("2028-12-31")
  })
})
