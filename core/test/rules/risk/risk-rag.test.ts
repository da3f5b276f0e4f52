import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { RAG_THRESHOLDS, ragLabel, ragScore, riskRag } from "../../../src/rules/risk/risk-rag"
import { SCALE_LABELS, type ScaleValue } from "../../../src/rules/risk/risk-scale"

describe("risk RAG", () => {
  it("waterfall.md §9: score = likelihood x impact", () => {
    expect(ragScore(4, 5)).toBe(20)
    expect(riskRag({ likelihood: "High", impact: "Very High" })?.score).toBe(20)
    expect(riskRag({ likelihood: 2, impact: "medium" })?.score).toBe(6)
  })

  it("waterfall.md §9: band boundaries 4/5, 8/9, 14/15, 19/20", () => {
    expect(RAG_THRESHOLDS).toEqual({ veryHigh: 20, high: 15, medium: 9, low: 5 })
    expect(ragLabel(4)).toBe("Very Low")
    expect(ragLabel(5)).toBe("Low")
    expect(ragLabel(8)).toBe("Low")
    expect(ragLabel(9)).toBe("Medium")
    expect(ragLabel(14)).toBe("Medium")
    expect(ragLabel(15)).toBe("High")
    expect(ragLabel(19)).toBe("High")
    expect(ragLabel(20)).toBe("Very High")
    expect(ragLabel(25)).toBe("Very High")
    expect(ragLabel(1)).toBe("Very Low")
  })

  it("agile.md §9: all 25 likelihood x impact combinations", () => {
    // Expected table written out by hand from the bands: rows likelihood 1..5, columns impact 1..5.
    const expected = [
      ["Very Low", "Very Low", "Very Low", "Very Low", "Low"],
      ["Very Low", "Very Low", "Low", "Low", "Medium"],
      ["Very Low", "Low", "Medium", "Medium", "High"],
      ["Very Low", "Low", "Medium", "High", "Very High"],
      ["Low", "Medium", "High", "Very High", "Very High"]
    ]
    for (let l = 1; l <= 5; l++) {
      for (let i = 1; i <= 5; i++) {
        const byNumber = riskRag({ likelihood: l, impact: i })
        const byLabel = riskRag({ likelihood: SCALE_LABELS[l - 1], impact: SCALE_LABELS[i - 1] })
        expect(byNumber).toEqual({ score: l * i, label: expected[l - 1]?.[i - 1] })
        expect(byLabel).toEqual(byNumber)
      }
    }
  })

  it("is undefined when either side is off the scale", () => {
    expect(riskRag({ likelihood: "Critical", impact: "High" })).toBeUndefined()
    expect(riskRag({ likelihood: 3, impact: undefined })).toBeUndefined()
    expect(riskRag({ likelihood: 0, impact: 5 })).toBeUndefined()
  })

  it("label is monotone in the score", () => {
    const order = ["Very Low", "Low", "Medium", "High", "Very High"]
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), (l, i, j) => {
        const a = ragLabel(ragScore(l as ScaleValue, Math.min(i, j) as ScaleValue))
        const b = ragLabel(ragScore(l as ScaleValue, Math.max(i, j) as ScaleValue))
        expect(order.indexOf(a)).toBeLessThanOrEqual(order.indexOf(b))
      })
    )
  })
})
