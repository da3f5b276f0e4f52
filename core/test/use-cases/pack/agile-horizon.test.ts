import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { AGILE_SCHEDULE_RESERVE, sprintTitle, sprintsToDeadline, workingDaysTo } from "../../../src/use-cases/pack/agile-horizon"

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
