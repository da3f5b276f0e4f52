import { describe, expect, it } from "vitest"
import { contingencyOptions } from "../../../src/rules/forecast/contingency-options"
import { proposeAffectedTasks, riskCostImpact, riskExposure, riskProbability, riskScheduleDays } from "../../../src/rules/forecast/risk-events"
import { seedOf, projectSeed } from "../../../src/rules/forecast/seeded-random"
import { normaliseEstimate, proposeEstimate, spreadFor } from "../../../src/rules/forecast/three-point"

describe("three-point estimates", () => {
  it("the most likely is today's duration; procurement and integration are wider than documentation", () => {
    expect(proposeEstimate("Procure the cloud permit platform", 10)).toEqual({ optimistic: 9, most_likely: 10, pessimistic: 17 })
    expect(proposeEstimate("Build the property register integration", 10)).toEqual({ optimistic: 8.5, most_likely: 10, pessimistic: 16 })
    expect(proposeEstimate("Write end project report and lessons", 10)).toEqual({ optimistic: 9, most_likely: 10, pessimistic: 12 })
    expect(proposeEstimate("Something else entirely", 10)).toEqual({ optimistic: 9, most_likely: 10, pessimistic: 13 })
    expect(proposeEstimate("Sprint 3", 10)).toEqual({ optimistic: 10, most_likely: 10, pessimistic: 12 })
  })

  it("a milestone has no spread; ends are half days and never cross the most likely", () => {
    expect(proposeEstimate("Board approval", 0)).toEqual({ optimistic: 0, most_likely: 0, pessimistic: 0 })
    const e = proposeEstimate("Run user acceptance testing", 1)
    expect(e.optimistic).toBeLessThanOrEqual(1)
    expect(e.pessimistic).toBe(1.5)
    expect(spreadFor("Run security and performance testing").nature).toBe("testing")
  })

  it("an edited estimate is put in order and negatives count as 0", () => {
    expect(normaliseEstimate({ optimistic: 8, most_likely: 5, pessimistic: -1 })).toEqual({ optimistic: 0, most_likely: 5, pessimistic: 8 })
  })
})

describe("risk events", () => {
  it("probability from likelihood; unrated counts as Medium", () => {
    expect(["Very Low", "Low", "Medium", "High", "Very High", null, "bogus", 5].map(riskProbability)).toEqual([0.05, 0.1, 0.25, 0.4, 0.6, 0.25, 0.25, 0.6])
  })

  it("impact scaled by the project's size: days from its length, money from its base cost", () => {
    expect(riskScheduleDays("High", 100)).toBe(4)
    expect(riskScheduleDays("Very Low", 20)).toBe(1)
    expect(riskCostImpact("Very High", 500_000)).toBe(25_000)
    expect(riskCostImpact("Low", 500_000)).toBe(2_500)
    expect(riskExposure([{ probability: 0.4, cost_impact: 1000 }, { probability: 2, cost_impact: 10 }])).toBe(410)
  })

  it("a risk is proposed to affect the task that shares its words, else one its category points to, else the longest", () => {
    const tasks = [
      { id: "1", text: "Confirm project mandate", duration: 3 },
      { id: "2", text: "Migrate permit records", duration: 6 },
      { id: "3", text: "Integrate the payments gateway", duration: 5 },
      { id: "4", text: "Develop features", duration: 26 }
    ]
    expect(proposeAffectedTasks({ title: "Seven years of permit records must be migrated" }, tasks)).toEqual(["2"])
    expect(proposeAffectedTasks({ title: "Supplier goes quiet", category: "Vendor" }, tasks)).toEqual(["3"])
    expect(proposeAffectedTasks({ title: "Nothing in common", category: "Unknown" }, tasks)).toEqual(["4"])
    expect(proposeAffectedTasks({ title: "x" }, [])).toEqual([])
  })
})

describe("contingency options and seeds", () => {
  it("flat percentage, EMV, and simulated P80 minus base (never below 0)", () => {
    expect(contingencyOptions({ baseCost: 100_000, contingencyPct: 0.1, exposure: 7_500, p80Cost: 112_000 }).map((o) => [o.method, o.amount])).toEqual([
      ["percentage", 10_000],
      ["risk_exposure", 7_500],
      ["simulated_p80", 12_000]
    ])
    expect(contingencyOptions({ baseCost: 100, contingencyPct: -1, exposure: 0, p80Cost: 90 }).map((o) => o.amount)).toEqual([0, 0, 0])
  })

  it("a seed is a number or a text; a project's default seed follows its id and name", () => {
    expect(seedOf(42)).toBe(42)
    expect(seedOf("42")).toBe(42)
    expect(seedOf("release-3")).toBe(seedOf("release-3"))
    expect(seedOf("release-3")).not.toBe(seedOf("release-4"))
    expect(projectSeed({ name: "A" })).toBe(projectSeed({ name: "A", id: null }))
    expect(projectSeed({ name: "A" })).not.toBe(projectSeed({ name: "B" }))
  })
})
