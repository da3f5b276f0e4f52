import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { contingencyWarning } from "../../../src/rules/budget/contingency-warning"

describe("contingency warning (issue 37)", () => {
  it("says what a whole-number percentage means, with the decimal it probably stands for", () => {
    expect(contingencyWarning(15)).toBe("15 means 1500% of the subtotals; did you mean 0.15?")
    expect(contingencyWarning(0.6)).toBe("0.6 means 60% of the subtotals; did you mean 0.006?")
    expect(contingencyWarning(12.5)).toBe("12.5 means 1250% of the subtotals; did you mean 0.125?")
  })
  it("is silent at 0.5 and below, and for what is not a number", () => {
    expect(contingencyWarning(0.5)).toBeUndefined()
    expect(contingencyWarning(0.15)).toBeUndefined()
    expect(contingencyWarning(0)).toBeUndefined()
    expect(contingencyWarning(Number.NaN)).toBeUndefined()
    fc.assert(fc.property(fc.double({ min: 0, max: 0.5, noNaN: true }), (x) => contingencyWarning(x) === undefined))
  })
})
