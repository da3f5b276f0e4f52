import { describe, expect, it } from "vitest"
import { PLAN_START_INCOMPLETE, planStartProblem } from "../../../../src/rules/planning/dates/plan-start-check"

describe("plan start date check (issue 37)", () => {
  it("accepts a date of a year a plan can start in, and an empty field (today)", () => {
    expect(planStartProblem("2026-11-30")).toBeUndefined()
    expect(planStartProblem("")).toBeUndefined()
  })
  it("says why a year out of range or an incomplete date is refused", () => {
    expect(planStartProblem("275760-01-01")).toBe("The year 275760 is refused: a plan's start date must fall between the years 1900 and 2199.")
    expect(planStartProblem("0999-01-01")).toContain("The year 999 is refused")
    expect(planStartProblem("", true)).toBe(PLAN_START_INCOMPLETE)
    expect(planStartProblem("2026-1-1")).toBe(PLAN_START_INCOMPLETE)
  })
})
