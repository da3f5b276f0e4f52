import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { roleAllocation } from "../../../src/rules/budget/pm-allocation"
import { managementHours, pmCostCents } from "../../../src/rules/budget/pm-cost"

describe("PM allocation", () => {
  it("waterfall.md §9: full time means 100%", () => {
    expect(roleAllocation({ mode: "full_time" })).toBe(1)
    expect(roleAllocation({ mode: "Full-Time", percent: 30 })).toBe(1)
    expect(roleAllocation({})).toBe(1)
  })

  it("waterfall.md §9: part time is percent / 100, default 50%", () => {
    expect(roleAllocation({ mode: "partial", percent: 25 })).toBe(0.25)
    expect(roleAllocation({ mode: "partial" })).toBe(0.5)
    expect(roleAllocation({ mode: "partial", percent: "abc" })).toBe(0.5)
    expect(roleAllocation({ mode: "part_time", percent: "40" })).toBe(0.4)
    expect(roleAllocation({ percent: 60 })).toBe(0.6)
  })

  it("waterfall.md §5: percent is clamped to 0..100", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (percent) => {
        const a = roleAllocation({ mode: "partial", percent })
        expect(a).toBeGreaterThanOrEqual(0)
        expect(a).toBeLessThanOrEqual(1)
      })
    )
    expect(roleAllocation({ mode: "partial", percent: 150 })).toBe(1)
    expect(roleAllocation({ mode: "partial", percent: -5 })).toBe(0)
  })
})

describe("PM cost", () => {
  it("waterfall.md §9: rate x 8 x 5 x project weeks x allocation", () => {
    // 100 x 8 x 5 x 4 x 0.5 = 8000.00
    expect(pmCostCents(100, 4, { mode: "partial", percent: 50 })).toBe(800_000)
    // 130 x 8 x 5 x 10 x 1 = 52000.00
    expect(pmCostCents(130, 10, { mode: "full_time" })).toBe(5_200_000)
    expect(managementHours({ mode: "full_time" }, 3)).toBe(120)
    expect(managementHours({ mode: "full_time", hours_per_day: 7.5, days_per_week: 4 }, 2)).toBe(60)
  })

  it("is linear in weeks and allocation", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 100 }), (rate, weeks, percent) => {
        expect(pmCostCents(rate, weeks, { mode: "partial", percent })).toBe(rate * 8 * 5 * weeks * percent)
      })
    )
  })
})
