import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { topRisks } from "../../../src/rules/risk/top-risks"
import { riskRag } from "../../../src/rules/risk/risk-rag"

describe("top risks", () => {
  it("waterfall.md §9: orders by score (likelihood x impact) descending, then title", () => {
    const risks = [
      { title: "beta", likelihood: "Medium", impact: "Medium" },
      { title: "Alpha", likelihood: 3, impact: 3 },
      { title: "Zeta", likelihood: "Very High", impact: "Very High" },
      { title: "Unrated", likelihood: "?", impact: 1 },
      { title: "Gamma", likelihood: "Low", impact: "Low" }
    ]
    expect(topRisks(risks).map((r) => r.title)).toEqual(["Zeta", "Alpha", "beta", "Gamma", "Unrated"])
    expect(topRisks(risks, 2).map((r) => r.title)).toEqual(["Zeta", "Alpha"])
    expect(risks[0]?.title).toBe("beta")
  })

  it("is a permutation sorted by non-increasing score", () => {
    const risk = fc.record({
      title: fc.string({ maxLength: 6 }),
      likelihood: fc.integer({ min: 1, max: 5 }),
      impact: fc.integer({ min: 1, max: 5 })
    })
    fc.assert(
      fc.property(fc.array(risk, { maxLength: 30 }), (risks) => {
        const sorted = topRisks(risks)
        expect(sorted).toHaveLength(risks.length)
        expect(new Set(sorted)).toEqual(new Set(risks))
        const scores = sorted.map((r) => riskRag(r)?.score ?? 0)
        for (let i = 1; i < scores.length; i++) expect(scores[i - 1]).toBeGreaterThanOrEqual(scores[i] ?? 0)
      })
    )
  })
})
