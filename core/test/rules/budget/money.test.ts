import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { formatCents, fractionOfCents, parseAmount, toCents } from "../../../src/rules/budget/money"

describe("money in cents", () => {
  it("rounds half away from zero on the decimal value", () => {
    expect(toCents(1.005)).toBe(101)
    expect(toCents(-1.005)).toBe(-101)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(1234.5)).toBe(123450)
    expect(toCents(1e-7)).toBe(0)
    expect(toCents(Number.NaN)).toBe(0)
    expect(Object.is(toCents(-0.001), 0)).toBe(true)
  })

  it("takes an exact fraction of cents", () => {
    expect(fractionOfCents(12345, 0.1)).toBe(1235)
    expect(fractionOfCents(100, 0.125)).toBe(13)
    expect(fractionOfCents(-100, 0.125)).toBe(-13)
    expect(fractionOfCents(1000, 0)).toBe(0)
  })

  it("formats cents as a plain two-decimal amount", () => {
    expect(formatCents(123450)).toBe("1234.50")
    expect(formatCents(5)).toBe("0.05")
    expect(formatCents(-1230)).toBe("-12.30")
  })

  it("reads amounts from numbers and numeric text", () => {
    expect(parseAmount("1,234.50")).toBe(1234.5)
    expect(parseAmount(" $99 ")).toBe(99)
    expect(parseAmount("-$5")).toBe(-5)
    expect(parseAmount("12abc")).toBeUndefined()
    expect(parseAmount("")).toBeUndefined()
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBeUndefined()
  })

  it("two-decimal amounts survive the round trip", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(cents / 100)).toBe(cents)
        expect(parseAmount(formatCents(cents))).toBe(cents / 100)
      })
    )
  })
})
