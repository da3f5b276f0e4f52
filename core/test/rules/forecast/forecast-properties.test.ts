import * as Either from "effect/Either"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { compileForecast } from "../../../src/rules/forecast/compile-forecast"
import { finishDate, forecast } from "../../../src/rules/forecast/forecast"
import { PERCENTILES } from "../../../src/rules/forecast/forecast-types"
import { runSimulation } from "../../../src/rules/forecast/run-simulation"
import { SeededRandom } from "../../../src/rules/forecast/seeded-random"
import { scheduleNetwork } from "../../../src/rules/planning/network/schedule-network"
import { networkArb } from "../planning/network/network-arbitrary"
import { leaf, plan, risk } from "./forecast-support"

describe("the generator", () => {
  it("gives the same 32-bit stream for a seed on every platform (pinned values)", () => {
    const r = new SeededRandom(42)
    expect([0, 1, 2, 3, 4].map(() => r.nextUint32())).toEqual([2476999517, 2284424721, 914527439, 3398404915, 1005869237])
  })

  it("is uniform enough: 100k draws fill 10 bins within 2% of each other", () => {
    const r = new SeededRandom(7)
    const bins = new Array<number>(10).fill(0)
    for (let i = 0; i < 100_000; i++) bins[Math.floor(r.next() * 10)]!++
    for (const b of bins) expect(Math.abs(b - 10_000)).toBeLessThan(400)
  })
})

describe("properties", () => {
  it("with no spread and no risk, every iteration finishes on scheduleNetwork's finish, whatever the links", () => {
    fc.assert(
      fc.property(networkArb({ maxRows: 25, weekdaySnet: true }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), ({ rows, links }, seed) => {
        const input = plan(rows as never, { links })
        input.rows.forEach((r) => expect(r.estimate).toBeUndefined())
        const compiled = compileForecast({ ...input, rows })
        if (Either.isLeft(compiled)) return true
        const c = compiled.right
        const det = Either.getOrThrow(scheduleNetwork(rows, links, "2026-11-23"))
        const run = runSimulation(c, 20, seed, "triangular")
        for (const f of run.finish) expect(f).toBe(c.baseDays)
        // a finish on a task's last day shows that day (a milestone alone at a start date may show the next)
        expect(finishDate(c.baseOrdinal, c.baseDays) <= det.projectFinish).toBe(true)
        return true
      }),
      { numRuns: 150 }
    )
  })

  it("percentiles rise, shares lie in 0..1, the histogram counts every iteration, the S-curve rises", () => {
    const task = fc.record({ o: fc.integer({ min: 0, max: 10 }), m: fc.integer({ min: 0, max: 10 }), p: fc.integer({ min: 0, max: 20 }), cost: fc.integer({ min: 0, max: 5000 }) })
    fc.assert(
      fc.property(
        fc.array(task, { minLength: 1, maxLength: 20 }),
        fc.array(fc.record({ p: fc.double({ min: 0, max: 1, noNaN: true }), days: fc.integer({ min: 0, max: 10 }), cost: fc.integer({ min: 0, max: 9000 }), at: fc.nat() }), { maxLength: 5 }),
        fc.constantFrom("triangular" as const, "pert" as const),
        fc.integer({ min: 1, max: 400 }),
        (tasks, risks, distribution, iterations) => {
          const rows = tasks.map((t, i) => {
            const [o, m, p] = [t.o, t.m, t.p].sort((a, b) => a - b)
            return leaf(`t${i}`, o!, m!, p!, t.cost)
          })
          const input = plan(rows, { risks: risks.map((r, k) => risk(`R${k}`, r.p, r.days, r.cost, [`t${r.at % rows.length}`])), timeCost: 1000 })
          const result = Either.getOrThrow(forecast(input, { iterations, seed: 5, distribution }))
          const fp = PERCENTILES.map((p) => result.finish.percentiles[`P${p}`].days)
          const cp = PERCENTILES.map((p) => result.cost.percentiles[`P${p}`])
          for (let k = 1; k < fp.length; k++) {
            expect(fp[k]!).toBeGreaterThanOrEqual(fp[k - 1]!)
            expect(cp[k]!).toBeGreaterThanOrEqual(cp[k - 1]!)
          }
          expect(result.finish.histogram.reduce((n, b) => n + b.count, 0)).toBe(iterations)
          expect(result.cost.histogram.reduce((n, b) => n + b.count, 0)).toBe(iterations)
          for (let k = 1; k < result.finish.sCurve.length; k++) expect(result.finish.sCurve[k]!.value).toBeGreaterThanOrEqual(result.finish.sCurve[k - 1]!.value)
          for (const c of result.criticality) expect(c.index >= 0 && c.index <= 1).toBe(true)
          for (const s of result.sensitivity) expect(Math.abs(s.finish) <= 1 && Math.abs(s.cost) <= 1).toBe(true)
          // a chain: the finish lies between the sums of the optimistic and the pessimistic durations (+ every risk delay)
          const lo = rows.reduce((n, r) => n + r.estimate!.optimistic, 0)
          const hi = rows.reduce((n, r) => n + r.estimate!.pessimistic, 0) + input.risks.reduce((n, r) => n + r.schedule_days, 0)
          expect(fp[0]!).toBeGreaterThanOrEqual(lo - 0.01)
          expect(fp[4]!).toBeLessThanOrEqual(hi + 0.01)
          return true
        }
      ),
      { numRuns: 120 }
    )
  })

  it("the task with the widest spread drives the finish", () => {
    const rows = [leaf("a", 4, 5, 6), leaf("b", 5, 10, 40), leaf("c", 2, 3, 4)]
    const result = Either.getOrThrow(forecast(plan(rows), { iterations: 5000, seed: 9 }))
    expect(result.drivers[0]).toMatchObject({ kind: "task", id: "b" })
    expect(result.drivers[0]!.finish).toBeGreaterThan(0.9)
  })

  it("of two parallel branches the longer one is critical", () => {
    const rows = [leaf("long", 20, 25, 30), leaf("short", 2, 3, 4), leaf("end", 1, 1, 1)]
    const links = [
      { predecessor: "long", successor: "end", type: "FS" as const, lag: 0 },
      { predecessor: "short", successor: "end", type: "FS" as const, lag: 0 }
    ]
    const result = Either.getOrThrow(forecast(plan(rows, { links }), { iterations: 2000, seed: 1 }))
    expect(result.criticality.map((c) => c.index)).toEqual([1, 0, 1])
  })

  it("link errors are scheduleNetwork's", () => {
    const rows = [leaf("a", 1, 2, 3), leaf("b", 1, 2, 3)]
    const links = [
      { predecessor: "a", successor: "b", type: "FS" as const, lag: 0 },
      { predecessor: "b", successor: "a", type: "FS" as const, lag: 0 }
    ]
    const result = forecast(plan(rows, { links }))
    expect(Either.isLeft(result) && result.left._tag).toBe("LinkCycle")
  })
})
