import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { AGILE_SCHEDULE_RESERVE, sprintTitle, sprintsToDeadline, workingDaysTo, sprintsForMoney } from "../../../src/use-cases/pack/agile-horizon"

const three = [{ stories: [] }, { stories: [] }, { stories: [] }]

describe("agile sprints to the brief's deadline (issue 33)", () => {
  it("adds sprints until the deadline allows no more, keeping a reserve", () => {
    // 2027-01-04 to 2028-06-30: 389 working days; 36 of fixed phases; 10% reserve; 10-day sprints
    expect(workingDaysTo("2027-01-04", "2028-06-30")).toBe(389)
    expect(sprintsToDeadline(three, 10, "2027-01-04", "2028-06-30")).toHaveLength(Math.floor(((389 - 36) * (1 - AGILE_SCHEDULE_RESERVE)) / 10))
  })
  it("keeps the planned sprints when there is no deadline or the backlog needs the time", () => {
    expect(sprintsToDeadline(three, 10, "2027-01-04", undefined)).toHaveLength(3)
    expect(sprintsToDeadline(three, 10, "2027-01-04", "2027-02-01")).toHaveLength(3)
  })
  it("never plans past the deadline less the reserve (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 40, max: 1200 }), fc.integer({ min: 5, max: 20 }), (days, sprintDays) => {
        const end = new Date(Date.UTC(2027, 0, 4) + days * 86_400_000).toISOString().slice(0, 10)
        const wd = workingDaysTo("2027-01-04", end)!
        const out = sprintsToDeadline([], sprintDays, "2027-01-04", end)
        expect(out.length * sprintDays + 36).toBeLessThanOrEqual(Math.max(36, wd))
      })
    )
  })
  it("names the increment of each sprint once there is more than one", () => {
    expect(sprintTitle(0, 3)).toBe("Sprint 1")
    expect(sprintTitle(6, 20)).toBe("Sprint 7 (increment 2)")
  })
})

describe("sprints the money named pays for (issue 33)", () => {
  const least = { sprints: 4, total: 200_000 }
  const most = { sprints: 30, total: 980_000 }
  it("keeps every sprint to the deadline when the money covers them", () => {
    expect(sprintsForMoney({ cap: 1_000_000, least, most })).toBe(30)
  })
  it("cuts the sprints to what the money pays for, at the cost of one sprint read from the two plans", () => {
    // 30,000 a sprint: (500,000 x 0.99 - 200,000) / 30,000 = 9.8 -> 4 + 9
    const n = sprintsForMoney({ cap: 500_000, least, most })
    expect(n).toBe(13)
    expect(least.total + (n - least.sprints) * 30_000).toBeLessThanOrEqual(500_000)
  })
  it("never plans fewer sprints than the backlog needs: the budget then states its gap", () => {
    expect(sprintsForMoney({ cap: 150_000, least, most })).toBe(4)
  })
})
