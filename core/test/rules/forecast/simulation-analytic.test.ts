import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import { compileForecast } from "../../../src/rules/forecast/compile-forecast"
import { forecast } from "../../../src/rules/forecast/forecast"
import { mean, percentile, sortedCopy } from "../../../src/rules/forecast/forecast-stats"
import { runSimulation } from "../../../src/rules/forecast/run-simulation"
import { leaf, plan, risk } from "./forecast-support"

const run = (input: Parameters<typeof compileForecast>[0], iterations: number, distribution: "triangular" | "pert" = "triangular", seed = 11) => {
  const c = Either.getOrThrow(compileForecast(input))
  return { c, r: runSimulation(c, iterations, seed, distribution) }
}

// triangular (a, m, b) quantile: the inverse of F(x) = (x-a)^2 / ((b-a)(m-a)) below m, 1 - (b-x)^2 / ((b-a)(b-m)) above
const triangularQuantile = (a: number, m: number, b: number, p: number) =>
  p < (m - a) / (b - a) ? a + Math.sqrt(p * (b - a) * (m - a)) : b - Math.sqrt((1 - p) * (b - a) * (b - m))

describe("one triangular task", () => {
  const { r } = run(plan([leaf("a", 2, 5, 14)]), 100_000)
  const sorted = sortedCopy(r.finish)

  it("has the mean (a + m + b) / 3", () => {
    expect(mean(r.finish)).toBeCloseTo(7, 1)
  })

  it.each([10, 25, 50, 80, 90, 95])("P%i is the analytic quantile", (p) => {
    expect(Math.abs(percentile(sorted, p) - triangularQuantile(2, 5, 14, p / 100))).toBeLessThan(0.06)
  })

  it("never leaves [optimistic, pessimistic]", () => {
    expect(sorted[0]!).toBeGreaterThanOrEqual(2)
    expect(sorted[sorted.length - 1]!).toBeLessThanOrEqual(14)
  })
})

describe("one Beta-PERT task", () => {
  const { r } = run(plan([leaf("a", 2, 5, 14)]), 100_000, "pert")
  it("has the mean (a + 4m + b) / 6 and the variance of Beta(2, 4) scaled to 12 days", () => {
    expect(mean(r.finish)).toBeCloseTo(6, 1)
    // alpha = 1 + 4 * 3/12 = 2, beta = 1 + 4 * 9/12 = 4: variance = ab / ((a+b)^2 (a+b+1)) = 8 / 252
    let v = 0
    for (const x of r.finish) v += (x - 6) ** 2
    expect(v / r.finish.length).toBeCloseTo((144 * 8) / 252, 0)
  })
  it("has the Beta(2, 4) median: 2 + 12 x 0.3138", () => {
    expect(percentile(sortedCopy(r.finish), 50)).toBeCloseTo(2 + 12 * 0.31381, 1)
  })
})

describe("a long chain", () => {
  // 200 tasks of (1, 2, 6): mean 3, variance (1 + 4 + 36 - 2 - 6 - 12) / 18 = 7/6 each
  const rows = Array.from({ length: 200 }, (_, i) => leaf(`t${i}`, 1, 2, 6, 10))
  const { r } = run(plan(rows), 20_000)
  const sorted = sortedCopy(r.finish)
  const sd = Math.sqrt((200 * 7) / 6)

  it("approaches the normal sum: mean 600, P10/P50/P90 at the normal quantiles", () => {
    expect(mean(r.finish)).toBeCloseTo(600, 0)
    expect(Math.abs(percentile(sorted, 50) - 600)).toBeLessThan(0.6)
    expect(Math.abs(percentile(sorted, 90) - (600 + 1.28155 * sd))).toBeLessThan(0.8)
    expect(Math.abs(percentile(sorted, 10) - (600 - 1.28155 * sd))).toBeLessThan(0.8)
  })

  it("costs scale with the sampled durations: cost = 5 per day x finish", () => {
    for (let i = 0; i < 100; i++) expect(r.cost[i]!).toBeCloseTo(5 * r.finish[i]!, 6)
  })

  it("every task is on the driving path of every iteration", () => {
    expect([...r.critical].every((k) => k === 20_000)).toBe(true)
  })
})

describe("risk events", () => {
  const fixed = [leaf("a", 5, 5, 5), leaf("b", 10, 10, 10)]

  it("probability 1 always occurs: the finish moves by its days, the cost by its impact", () => {
    const { c, r } = run(plan(fixed, { fixedCost: 1000, risks: [risk("R1", 1, 3, 250, ["a"])] }), 500)
    expect(c.baseDays).toBe(15)
    expect(new Set(r.finish)).toEqual(new Set([18]))
    expect(new Set(r.cost)).toEqual(new Set([1250]))
    expect(r.occurred[0]).toBe(500)
  })

  it("probability 0 never occurs: the plan's own finish and cost", () => {
    const { r } = run(plan(fixed, { fixedCost: 1000, risks: [risk("R1", 0, 3, 250, ["a"])] }), 500)
    expect(new Set(r.finish)).toEqual(new Set([15]))
    expect(new Set(r.cost)).toEqual(new Set([1000]))
    expect(r.occurred[0]).toBe(0)
  })

  it("probability p occurs in about p of the iterations, and its exposure is p x cost", () => {
    const result = Either.getOrThrow(forecast(plan(fixed, { risks: [risk("R1", 0.3, 3, 1000, ["b"])] }), { iterations: 20_000, seed: 3 }))
    expect(result.risks[0]!.occurred).toBeCloseTo(0.3, 1)
    expect(result.exposure).toBe(300)
    expect(result.finish.percentiles.P50.days).toBe(15)
    expect(result.finish.percentiles.P80.days).toBe(18)
    expect(result.drivers[0]).toMatchObject({ kind: "risk", id: "R1" })
  })

  it("a delay off the critical path does not move the finish while it fits in the float", () => {
    const rows = [leaf("a", 10, 10, 10), leaf("b", 2, 2, 2), leaf("c", 1, 1, 1)]
    const links = [
      { predecessor: "a", successor: "c", type: "FS" as const, lag: 0 },
      { predecessor: "b", successor: "c", type: "FS" as const, lag: 0 }
    ]
    const { r } = run(plan(rows, { links, risks: [risk("R1", 1, 5, 0, ["b"])] }), 100)
    expect(new Set(r.finish)).toEqual(new Set([11]))
    expect([...r.critical]).toEqual([100, 0, 100])
  })
})

describe("same seed, same numbers", () => {
  const rows = Array.from({ length: 30 }, (_, i) => leaf(`t${i}`, i % 4, 3 + (i % 5), 9 + (i % 7), 100 * i))
  const input = plan(rows, { fixedCost: 5000, timeCost: 20_000, risks: [risk("R1", 0.4, 4, 900, ["t3"]), risk("R2", 0.2, 6, 3000, ["t20"])] })

  it("a seed gives identical output on every run; another seed does not", () => {
    const a = Either.getOrThrow(forecast(input, { iterations: 3000, seed: 42 }))
    const b = Either.getOrThrow(forecast(input, { iterations: 3000, seed: 42 }))
    const c = Either.getOrThrow(forecast(input, { iterations: 3000, seed: 43 }))
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    expect(c.finish.percentiles).not.toEqual(a.finish.percentiles)
  })

  it("is pinned across platforms: these figures only change with the model", () => {
    const a = Either.getOrThrow(forecast(input, { iterations: 3000, seed: 42 }))
    const pert = Either.getOrThrow(forecast(input, { iterations: 3000, seed: 42, distribution: "pert" }))
    expect([a.finish.percentiles.P50.days, a.finish.percentiles.P80.days, a.cost.percentiles.P80]).toMatchInlineSnapshot(`
      [
        185.28,
        196.11,
        92159.29,
      ]
    `)
    expect([pert.finish.percentiles.P50.days, pert.cost.percentiles.P95]).toMatchInlineSnapshot(`
      [
        168.92,
        87302.71,
      ]
    `)
  })
})
