import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { riskHeatMap } from "../../../src/rules/risk/risk-heat-map"

describe("risk heat map", () => {
  it("waterfall.md §9: 5x5 counts indexed [likelihood-1][impact-1]", () => {
    const counts = riskHeatMap([
      { likelihood: "High", impact: "Low" },
      { likelihood: 4, impact: "low" },
      { likelihood: "Very Low", impact: "Very High" },
      { likelihood: "nope", impact: 3 }
    ])
    expect(counts).toHaveLength(5)
    for (const row of counts) expect(row).toHaveLength(5)
    expect(counts[3]?.[1]).toBe(2)
    expect(counts[0]?.[4]).toBe(1)
    expect(counts.flat().reduce((a, b) => a + b, 0)).toBe(3)
  })

  it("counts every on-scale risk exactly once", () => {
    const onScale = fc.record({ likelihood: fc.integer({ min: 1, max: 5 }), impact: fc.integer({ min: 1, max: 5 }) })
    fc.assert(
      fc.property(fc.array(onScale, { maxLength: 40 }), (risks) => {
        const counts = riskHeatMap(risks)
        expect(counts.flat().reduce((a, b) => a + b, 0)).toBe(risks.length)
        for (const r of risks) {
          const same = risks.filter((x) => x.likelihood === r.likelihood && x.impact === r.impact).length
          expect(counts[r.likelihood - 1]?.[r.impact - 1]).toBe(same)
        }
      })
    )
  })
})
