import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { clampBundles, topupPriceCents, topupProjects } from "../../../src/rules/platform/topup-bundles"

describe("top-up bundles (platform.md §5, §9)", () => {
  it.each([
    ["3", 3],
    ["abc", 1],
    ["", 1],
    [undefined, 1],
    [null, 1],
    ["0", 1],
    ["-4", 1],
    ["11", 10],
    ["250", 10],
    ["2.9", 2],
    [0.5, 1],
    [7, 7],
    [Number.POSITIVE_INFINITY, 10]
  ] as const)("platform.md §5: bundles %s -> %s", (input, expected) => {
    expect(clampBundles(input)).toBe(expected)
  })

  it("platform.md §5: the result is always an integer from 1 to 10", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (input) => {
        const n = clampBundles(input)
        expect(Number.isInteger(n)).toBe(true)
        expect(n).toBeGreaterThanOrEqual(1)
        expect(n).toBeLessThanOrEqual(10)
      })
    )
  })

  it("platform.md §9: a bundle is 2 extra project creations", () => {
    expect(topupProjects(1)).toBe(2)
    expect(topupProjects(10)).toBe(20)
    expect(topupPriceCents(3)).toBe(6000)
    expect(topupPriceCents(99)).toBe(20000)
  })
})
