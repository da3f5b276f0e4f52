/**
 * Forecast benchmark (issue 23): 10,000 Monte Carlo iterations of a 1,000-task, 1,500-link network
 * with 50 risks (target < 300 ms on one core), against one deterministic recalculation of the same
 * network (scheduleNetwork) in the same interleaved run. Prints figures, not pass/fail.
 * Run: node --import tsx bench/forecast.ts (or npm run bench forecast)
 */
import * as Either from "effect/Either"
import { compileForecast } from "@initpack/core/rules/forecast/compile-forecast"
import { summariseForecast } from "@initpack/core/rules/forecast/forecast"
import { runSimulation } from "@initpack/core/rules/forecast/run-simulation"
import { useSimulationKernel } from "@initpack/core/rules/forecast/wasm-simulation"
import { scheduleNetwork } from "@initpack/core/rules/planning/network/schedule-network"
import { loadavg } from "./lib/loadavg"
import { FORECAST_BASE as BASE, forecastFixture } from "./lib/forecast-fixture"
import { fmt, timeInterleaved } from "./lib/measure"

const ITERATIONS = 10_000
const ROUNDS = Number(process.env["FORECAST_ROUNDS"] ?? 9)

const input = forecastFixture()
const compiled = Either.getOrThrow(compileForecast(input))
console.log(
  `forecast bench: ${input.rows.length} tasks (${compiled.leaves} leaves), ${input.links.length} links, ${input.risks.length} risks, ` +
    `${ITERATIONS} iterations, ${ROUNDS} rounds; load average ${loadavg()}; Node ${process.version}`
)

/** `f` with the loops in JavaScript instead of the WebAssembly kernel (simulation.wat), for comparison. */
const inJavaScript = <A>(f: () => A) => (): A => {
  useSimulationKernel(false)
  try {
    return f()
  } finally {
    useSimulationKernel(true)
  }
}

const cases = [
  { name: "deterministic recalculation (scheduleNetwork)", fns: [() => Either.getOrThrow(scheduleNetwork(input.rows, input.links, BASE))] },
  { name: "compile (network, estimates, risks)", fns: [() => Either.getOrThrow(compileForecast(input))] },
  { name: `simulation, triangular, ${ITERATIONS} iterations`, fns: [() => runSimulation(compiled, ITERATIONS, 42, "triangular")] },
  { name: `simulation, Beta-PERT, ${ITERATIONS} iterations`, fns: [() => runSimulation(compiled, ITERATIONS, 42, "pert")] },
  { name: `  same, triangular, loops in JavaScript`, fns: [inJavaScript(() => runSimulation(compiled, ITERATIONS, 42, "triangular"))] },
  {
    name: "whole forecast: compile + triangular run + summary (percentiles, sensitivity)",
    fns: [() => {
      const c = Either.getOrThrow(compileForecast(input))
      return summariseForecast(c, runSimulation(c, ITERATIONS, 42, "triangular"))
    }]
  }
]
const stats = timeInterleaved(cases, ROUNDS, 1)
console.log(`\n${"case".padEnd(78)} ${"cpu med".padStart(8)} ${"cpu min".padStart(8)} ${"wall med".padStart(8)} ${"wall min".padStart(8)}  (ms)`)
cases.forEach((c, k) => console.log(`${c.name.padEnd(78)} ${fmt(stats[k]!.cpu)} ${fmt(stats[k]!.cpuMin)} ${fmt(stats[k]!.wall)} ${fmt(stats[k]!.wallMin)}`))
const det = stats[0]!
const sim = stats[2]!
console.log(`\nsimulation / one recalculation (CPU median): ${(sim.cpu / det.cpu).toFixed(0)}x; fastest samples: ${(sim.cpuMin / det.cpuMin).toFixed(0)}x`)
console.log(`per iteration: ${((sim.cpuMin * 1000) / ITERATIONS).toFixed(1)} us CPU (fastest), ${((sim.cpu * 1000) / ITERATIONS).toFixed(1)} us (median)`)
console.log(`target: 10,000 iterations < 300 ms on one core: ${sim.cpuMin < 300 ? "met" : "NOT met"} on the fastest CPU sample (${sim.cpuMin.toFixed(0)} ms), ${sim.cpu < 300 ? "met" : "not met"} on the median (${sim.cpu.toFixed(0)} ms)`)
console.log(`load average after: ${loadavg()}`)
