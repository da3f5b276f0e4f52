import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { SCALE_LABELS, scaleLabel, toScaleLabel, toScaleValue, type ScaleValue } from "../../../src/rules/risk/risk-scale"

describe("risk scale", () => {
  it("waterfall.md §9: Very Low, Low, Medium, High, Very High are worth 1 to 5", () => {
    expect(SCALE_LABELS).toEqual(["Very Low", "Low", "Medium", "High", "Very High"])
    expect(SCALE_LABELS.map((label) => toScaleValue(label))).toEqual([1, 2, 3, 4, 5])
  })

  it("agile.md §9: labels are read case-insensitively and with loose spacing", () => {
    expect(toScaleValue("very high")).toBe(5)
    expect(toScaleValue("VERY LOW")).toBe(1)
    expect(toScaleValue("  medium ")).toBe(3)
    expect(toScaleValue("Very_High")).toBe(5)
    expect(toScaleValue("very-low")).toBe(1)
    expect(toScaleValue("Very   High")).toBe(5)
  })

  it("accepts the numbers 1..5, as numbers or numeric text", () => {
    expect([1, 2, 3, 4, 5].map((n) => toScaleValue(n))).toEqual([1, 2, 3, 4, 5])
    expect(toScaleValue("4")).toBe(4)
    expect(toScaleValue(" 2 ")).toBe(2)
  })

  it("rejects anything off the scale", () => {
    for (const bad of [0, 6, 2.5, -1, Number.NaN, "0", "6", "Critical", "", "highest", "Very", null, undefined]) {
      expect(toScaleValue(bad)).toBeUndefined()
    }
  })

  it("label and value round-trip", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), (n) => {
        const label = scaleLabel(n as ScaleValue)
        expect(toScaleValue(label)).toBe(n)
        expect(toScaleValue(label.toUpperCase())).toBe(n)
        expect(toScaleLabel(n)).toBe(label)
      })
    )
  })

  it("never returns a value outside 1..5 for any string", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const v = toScaleValue(s)
        expect(v === undefined || (Number.isInteger(v) && v >= 1 && v <= 5)).toBe(true)
      })
    )
  })
})
