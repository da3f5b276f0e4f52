import { describe, expect, it } from "vitest"
import { freeAccessPeriod, paidPeriod } from "../../../src/rules/platform/free-access"

describe("access periods (platform.md §6, §9)", () => {
  it("platform.md §6: free access lasts 1 month, clamped to the month end", () => {
    expect(freeAccessPeriod("2024-01-31T09:00:00.000Z")).toEqual({
      current_period_start: "2024-01-31T09:00:00.000Z",
      current_period_end: "2024-02-29T09:00:00.000Z"
    })
    expect(freeAccessPeriod(Date.UTC(2025, 4, 15)).current_period_end).toBe("2025-06-15T00:00:00.000Z")
  })

  it("platform.md §9: a 12-month plan from 29 Feb 2024 ends 28 Feb 2025; 3 months from 30 Nov ends 28 Feb", () => {
    expect(paidPeriod("2024-02-29T00:00:00.000Z", 12).current_period_end).toBe("2025-02-28T00:00:00.000Z")
    expect(paidPeriod("2026-11-30T00:00:00.000Z", 3).current_period_end).toBe("2027-02-28T00:00:00.000Z")
  })
})
