import { describe, expect, it } from "vitest"
import { DEFAULT_WIP_LIMITS, normaliseWipLimit, normaliseWipLimits } from "../../../../src/rules/planning/release/wip-limits"

describe("WIP limits", () => {
  it("agile.md §9: defaults are Now 25, Next 9999, Later 9999", () => {
    expect(DEFAULT_WIP_LIMITS).toEqual({ now: 25, next: 9999, later: 9999 })
    expect(normaliseWipLimits(undefined)).toEqual({ now: 25, next: 9999, later: 9999 })
    expect(normaliseWipLimits({ now: null, next: "" })).toEqual({ now: 25, next: 9999, later: 9999 })
  })

  it("agile.md §5: the WIP limit is at least 1; 0 becomes 1", () => {
    expect(normaliseWipLimit(0, "now")).toBe(1)
    expect(normaliseWipLimit(-5, "next")).toBe(1)
    expect(normaliseWipLimit("abc", "later")).toBe(1)
    expect(normaliseWipLimit(Number.NaN, "now")).toBe(1)
    expect(normaliseWipLimit({}, "now")).toBe(1)
    expect(normaliseWipLimit(0.5, "now")).toBe(1)
  })

  it("keeps valid limits and reads numeric strings", () => {
    expect(normaliseWipLimit(30, "now")).toBe(30)
    expect(normaliseWipLimit(" 40 ", "now")).toBe(40)
    expect(normaliseWipLimit(12.7, "next")).toBe(12)
    expect(normaliseWipLimits({ now: 1, next: 50, later: 0 })).toEqual({ now: 1, next: 50, later: 1 })
  })
})
