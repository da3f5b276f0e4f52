import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { makeIsoFormatter } from "../../../../src/rules/planning/dates/iso-formatter"
import { dayToIso } from "../../../../src/rules/planning/dates/day-number"

describe("month-cached ISO formatter", () => {
  it("property: agrees with dayToIso for any sequence of days, across month and year ends", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -800_000, max: 2_900_000 }), { maxLength: 50 }), fc.integer({ min: 0, max: 2_000_000 }), (jumps, from) => {
        const format = makeIsoFormatter()
        for (let d = from - 40; d < from + 40; d++) expect(format(d)).toBe(dayToIso(d))
        for (const d of jumps) expect(format(d)).toBe(dayToIso(d))
      })
    )
  })

  it("formats leap days and year ends", () => {
    const format = makeIsoFormatter()
    expect(format(19782)).toBe("2024-02-29")
    expect(format(20453)).toBe("2025-12-31")
    expect(format(20454)).toBe("2026-01-01")
  })

  it("steps month by month through leap and non-leap centuries (1896-1904, 1996-2004, 2096-2104)", () => {
    for (const from of [-27_028, 9_496, 46_020]) {
      const format = makeIsoFormatter()
      for (let k = 0, d = from; k < 2_000; k++, d += 1 + (k % 3)) expect(format(d)).toBe(dayToIso(d))
    }
  })
})
