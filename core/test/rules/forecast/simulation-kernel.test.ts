// The WebAssembly loops (simulation.wat) against the JavaScript ones they replace: the same run, bit for bit,
// on random networks (every link type, lags and leads, summaries, start dates), estimates and risks.
import { execFileSync } from "node:child_process"
import { join } from "node:path"
import * as Either from "effect/Either"
import fc from "fast-check"
import { afterEach, describe, expect, it } from "vitest"
import { compileForecast } from "../../../src/rules/forecast/compile-forecast"
import { forecast } from "../../../src/rules/forecast/forecast"
import type { ForecastInput } from "../../../src/rules/forecast/forecast-types"
import { ranks, rankSensitivity, runSimulation, type SimulationRun } from "../../../src/rules/forecast/run-simulation"
import { simulationKernel, useSimulationKernel } from "../../../src/rules/forecast/wasm-simulation"
import { networkArb } from "../planning/network/network-arbitrary"
import { plan, risk } from "./forecast-support"

afterEach(() => useSimulationKernel(true))

const bytes = (a: Float64Array | Int32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)

/** `f` with the kernel and with the JavaScript loops. */
const both = <A>(f: () => A): [kernel: A, js: A] => {
  useSimulationKernel(true)
  expect(simulationKernel()).toBeDefined()
  const kernel = f()
  useSimulationKernel(false)
  expect(simulationKernel()).toBeUndefined()
  const js = f()
  useSimulationKernel(true)
  return [kernel, js]
}

const sameRun = (a: SimulationRun, b: SimulationRun) => {
  expect(bytes(a.finish).equals(bytes(b.finish))).toBe(true)
  expect(bytes(a.cost).equals(bytes(b.cost))).toBe(true)
  expect(Array.from(a.critical)).toEqual(Array.from(b.critical))
  expect(Array.from(a.occurred)).toEqual(Array.from(b.occurred))
}

const estimate = fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 9000 }))
const riskArb = fc.record({ p: fc.double({ min: 0, max: 1, noNaN: true }), days: fc.integer({ min: 0, max: 8 }), cost: fc.integer({ min: 0, max: 9000 }), at: fc.array(fc.nat(), { maxLength: 3 }) })

/** A random network with estimates on its tasks and risks on some of them (or on a summary). */
const inputArb = fc
  .record({
    network: networkArb({ maxRows: 25, leads: true, weekdaySnet: true }),
    estimates: fc.array(estimate, { minLength: 25, maxLength: 25 }),
    risks: fc.array(riskArb, { maxLength: 6 }),
    fixedCost: fc.integer({ min: 0, max: 50_000 }),
    timeCost: fc.integer({ min: 0, max: 90_000 })
  })
  .map(({ network, estimates, risks, fixedCost, timeCost }): ForecastInput => {
    const rows = network.rows.map((r, i) => {
      const [o, m, p, cost] = estimates[i]!
      return { ...r, estimate: { optimistic: o, most_likely: m, pessimistic: p }, cost }
    })
    const ids = rows.map((r) => r.id)
    return {
      ...plan([], { links: network.links, fixedCost, timeCost }),
      rows,
      risks: risks.map((r, k) => risk(`R${k}`, r.p, r.days, r.cost, ids.length === 0 ? [] : r.at.map((a) => ids[a % ids.length]!)))
    }
  })

describe("the simulation's WebAssembly loops", () => {
  it.each(["triangular", "pert"] as const)("give the JavaScript's run and sensitivity, bit for bit, on random networks (%s)", (distribution) => {
    let compared = 0
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 600 }), (input, seed, iterations) => {
        const compiled = compileForecast(input)
        if (Either.isLeft(compiled)) return true
        const c = compiled.right
        const [kernel, js] = both(() => runSimulation(c, iterations, seed, distribution))
        sameRun(kernel, js)
        const [kernelSensitivity, jsSensitivity] = both(() => rankSensitivity(c, js))
        for (const key of ["taskFinish", "taskCost", "riskFinish", "riskCost"] as const) expect(bytes(kernelSensitivity[key]).equals(bytes(jsSensitivity[key]))).toBe(true)
        compared++
        return true
      }),
      { numRuns: 120 }
    )
    // most random networks compile (a cycle or a bad date does not)
    expect(compared).toBeGreaterThan(60)
  })

  it("rank as the JavaScript does: ties, zero and minus zero, infinities, and a NaN left to the JavaScript", () => {
    const value = fc.oneof(fc.integer({ min: -4, max: 4 }), fc.constantFrom(0, -0, Infinity, -Infinity, Number.NaN), fc.double())
    fc.assert(
      fc.property(fc.array(value, { maxLength: 80 }), (values) => {
        const [kernel, js] = both(() => ranks(Float64Array.from(values)))
        expect(bytes(kernel).equals(bytes(js))).toBe(true)
      }),
      { numRuns: 400 }
    )
  })

  it("give the same forecast, summary and all, for a 5,000-iteration run", () => {
    const input = fc.sample(inputArb, { numRuns: 40, seed: 7 }).find((i) => Either.isRight(compileForecast(i)) && i.rows.length > 10 && i.risks.length > 2)!
    const [kernel, js] = both(() => Either.getOrThrow(forecast(input, { seed: "release-3" })))
    expect(kernel.iterations).toBe(5000)
    expect(kernel).toEqual(js)
  })

  it("are simulation.wat as committed (simulation-wasm.ts), where wat2wasm is installed", (ctx) => {
    try {
      execFileSync("wat2wasm", ["--version"], { stdio: "ignore" })
    } catch {
      console.log("wat2wasm (Debian's wabt) is not installed: simulation-wasm.ts not checked against simulation.wat")
      return ctx.skip()
    }
    execFileSync(process.execPath, [join(import.meta.dirname, "../../../../scripts/build-wasm.mjs"), "--check"], { stdio: "pipe" })
  })
})
