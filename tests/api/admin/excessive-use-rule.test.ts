import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { alertLimit, baselineSamples, isExcessive, percentile95 } from "@initpack/core/use-cases/admin/excessive-use"

// The rule of docs/admin.md "Excessive-use alerts" (issue 4): alert when observed > max(threshold, 3 x p95).
describe("excessive-use rule", () => {
  it("p95 is the nearest-rank 95th percentile", () => {
    expect(percentile95([])).toBe(0)
    expect(percentile95([7])).toBe(7)
    expect(percentile95(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(95)
    expect(percentile95([...Array(19).fill(3), 200])).toBe(3)
    expect(percentile95([...Array(18).fill(3), 200, 200])).toBe(200)
  })

  it("p95 is a sample, at least 95% of samples are <= it, and it does not depend on order", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { minLength: 1, maxLength: 200 }), (values) => {
        const p = percentile95(values)
        expect(values).toContain(p)
        expect(values.filter((v) => v <= p).length).toBeGreaterThanOrEqual(Math.ceil(0.95 * values.length))
        expect(percentile95([...values].reverse())).toBe(p)
      })
    )
  })

  it("baseline samples fill empty slices with 0 for users seen in the baseline, and ignore slices outside it", () => {
    const samples = baselineSamples(
      [
        { userId: 1, slice: 0, count: 4 },
        { userId: 1, slice: 2, count: 1 },
        { userId: 2, slice: 1, count: 9 },
        { userId: 3, slice: 5, count: 100 }
      ],
      3
    )
    expect(samples.sort((a, b) => a - b)).toEqual([0, 0, 0, 1, 4, 9])
  })

  it("an alert needs more than both the floor and 3 x p95", () => {
    expect(alertLimit(50, 3)).toBe(50)
    expect(alertLimit(1, 3)).toBe(9)
    expect(isExcessive(50, 50, 3)).toBe(false)
    expect(isExcessive(51, 50, 3)).toBe(true)
    expect(isExcessive(9, 1, 3)).toBe(false)
    expect(isExcessive(10, 1, 3)).toBe(true)
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(1000), fc.nat(1000), (observed, threshold, p95) => {
        expect(isExcessive(observed, threshold, p95)).toBe(observed > threshold && observed > 3 * p95)
      })
    )
  })
})
