import { describe, expect, it } from "vitest"
import fc from "fast-check"
import {
  KNOWN_COST_SUGGESTION_LIMIT,
  isProductLikeTaskName,
  knownCostSuggestions
} from "../../../src/rules/budget/known-cost-suggestions"

describe("known-cost suggestions", () => {
  it("waterfall.md §5: scope deliverable titles of 3 to 90 characters, trimmed", () => {
    const ok90 = "x".repeat(90)
    expect(knownCostSuggestions({ deliverableTitles: ["  CRM licence ", "ab", "abc", ok90, `${ok90}y`, null, ""] })).toEqual([
      "CRM licence",
      "abc",
      ok90
    ])
  })

  it("waterfall.md §5: WBS names only with a product noun and not starting with an activity verb", () => {
    expect(isProductLikeTaskName("Reporting dashboard")).toBe(true)
    expect(isProductLikeTaskName("Laptops for new starters")).toBe(true)
    expect(isProductLikeTaskName("CRM API integration")).toBe(true)
    expect(isProductLikeTaskName("Plan software rollout")).toBe(false)
    expect(isProductLikeTaskName("Manage vendor platform")).toBe(false)
    expect(isProductLikeTaskName("test environment tooling")).toBe(false)
    expect(isProductLikeTaskName("Stakeholder workshop")).toBe(false)
    expect(isProductLikeTaskName("Appendix")).toBe(false) // 'app' only as a whole word
    expect(isProductLikeTaskName("UI")).toBe(false)
    for (const verb of ["Review", "Define", "Coordinate", "Conduct", "Hold", "Schedule", "Monitor", "Prepare", "Gather", "Analyse", "Analyze"]) {
      expect(isProductLikeTaskName(`${verb} server hardware`)).toBe(false)
    }
  })

  it("agile.md §5: scope first, duplicates ignored case-insensitively, at most 12", () => {
    const result = knownCostSuggestions({
      deliverableTitles: ["Customer portal", "Data migration"],
      wbsTaskNames: ["customer  PORTAL", "Payment gateway integration", "Plan sprint", "Mobile app"]
    })
    expect(result).toEqual(["Customer portal", "Data migration", "Payment gateway integration", "Mobile app"])
    const many = knownCostSuggestions({
      deliverableTitles: Array.from({ length: 10 }, (_, i) => `Deliverable ${i}`),
      wbsTaskNames: Array.from({ length: 10 }, (_, i) => `Server ${i}`)
    })
    expect(KNOWN_COST_SUGGESTION_LIMIT).toBe(12)
    expect(many).toHaveLength(12)
    expect(many.slice(10)).toEqual(["Server 0", "Server 1"])
  })

  it("the Include WBS suggestions checkbox off leaves WBS names out", () => {
    expect(knownCostSuggestions({ deliverableTitles: [], wbsTaskNames: ["Server racks"], includeWbs: false })).toEqual([])
  })

  it("property: at most 12, unique ignoring case, each 3-90 characters", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 100 })), fc.array(fc.string({ maxLength: 100 })), (d, w) => {
        const result = knownCostSuggestions({ deliverableTitles: d, wbsTaskNames: w.map((s) => `${s} server`) })
        expect(result.length).toBeLessThanOrEqual(12)
        const keys = result.map((s) => s.replace(/\s+/g, " ").toLowerCase())
        expect(new Set(keys).size).toBe(result.length)
        for (const s of result) {
          expect(s.length).toBeGreaterThanOrEqual(3)
          expect(s.length).toBeLessThanOrEqual(90)
          expect(s).toBe(s.trim())
        }
      })
    )
  })
})
