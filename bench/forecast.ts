/**
 * Forecast benchmark (issue 23): 10,000 Monte Carlo iterations of a 1,000-task, 1,500-link network
 * with 50 risks (target < 300 ms on one core), against one deterministic recalculation of the same
 * network (scheduleNetwork) in the same interleaved run. Prints figures, not pass/fail.
 * Run: node --import tsx bench/forecast.ts (or npm run bench forecast)
 */
import * as Either from "effect/Either"
import { compileForecast } from "@initpack/core/rules/forecast/compile-forecast"
import { summariseForecast } from "@initpack/core/rules/forecast/forecast"
import type { ForecastInput, ForecastRow } from "@initpack/core/rules/forecast/forecast-types"
import type { RiskEvent } from "@initpack/core/rules/forecast/risk-events"
import { runSimulation } from "@initpack/core/rules/forecast/run-simulation"
import { scheduleNetwork } from "@initpack/core/rules/planning/network/schedule-network"
import type { TaskLink } from "@initpack/core/rules/planning/network/task-link"
import { loadavg } from "./lib/loadavg"
import { fmt, timeInterleaved } from "./lib/measure"
import { networkLinks } from "./lib/network-fixtures"
import { scheduleRows } from "./lib/planning-fixtures"

const BASE = "2026-11-23"
const TASKS = 1_000
const LINKS = 1_500
const RISKS = 50
const ITERATIONS = 10_000
const ROUNDS = Number(process.env["FORECAST_ROUNDS"] ?? 9)

const rng = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
}

const fixture = (): ForecastInput => {
  const rand = rng(2303)
  const base = scheduleRows(TASKS, 0).slice(0, TASKS)
  const parents = new Set(base.map((r) => r.parent_id))
  const rows: Array<ForecastRow> = base.map((r) => {
    if (parents.has(r.id) || r.type === "gate") return r
    const m = r.duration_days ?? 0
    const o = Math.max(0, Math.round(m * (0.7 + 0.3 * rand())))
    const p = Math.round(m * (1.1 + rand()))
    return { ...r, estimate: { optimistic: o, most_likely: m, pessimistic: p }, cost: m * (400 + Math.floor(rand() * 800)) }
  })
  // the network fixture's links (about 1.44 per task), topped up with forward finish-to-start links to exactly 1,500
  const ids = new Set(rows.map((r) => r.id))
  let links: Array<TaskLink> = networkLinks(base, 0).filter((l) => ids.has(l.predecessor) && ids.has(l.successor))
  const position = new Map(rows.map((r, i) => [r.id, i]))
  const seen = new Set(links.map((l) => `${l.predecessor}>${l.successor}`))
  const leaves = rows.map((r, i) => ({ r, i })).filter(({ r }) => !parents.has(r.id))
  while (links.length < LINKS) {
    const a = leaves[Math.floor(rand() * leaves.length)]!
    const b = leaves[Math.floor(rand() * leaves.length)]!
    const [p, s] = a.i < b.i ? [a, b] : [b, a]
    if (p.i === s.i || seen.has(`${p.r.id}>${s.r.id}`)) continue
    seen.add(`${p.r.id}>${s.r.id}`)
    links.push({ predecessor: p.r.id, successor: s.r.id, type: "FS", lag: 0 })
  }
  links = links.slice(0, LINKS)
  void position
  const risks: Array<RiskEvent> = Array.from({ length: RISKS }, (_, k) => ({
    id: `R${k + 1}`,
    title: `Risk ${k + 1}`,
    probability: 0.05 + 0.55 * rand(),
    schedule_days: 1 + Math.floor(rand() * 10),
    cost_impact: 1000 * (1 + Math.floor(rand() * 50)),
    tasks: Array.from({ length: 1 + Math.floor(rand() * 3) }, () => leaves[Math.floor(rand() * leaves.length)]!.r.id)
  }))
  return { rows, links, baseStart: BASE, risks, fixedCost: 250_000, timeCost: 400_000 }
}

const input = fixture()
const compiled = Either.getOrThrow(compileForecast(input))
console.log(
  `forecast bench: ${input.rows.length} tasks (${compiled.leaves} leaves), ${input.links.length} links, ${input.risks.length} risks, ` +
    `${ITERATIONS} iterations, ${ROUNDS} rounds; load average ${loadavg()}; Node ${process.version}`
)

const cases = [
  { name: "deterministic recalculation (scheduleNetwork)", fns: [() => Either.getOrThrow(scheduleNetwork(input.rows, input.links, BASE))] },
  { name: `simulation, triangular, ${ITERATIONS} iterations`, fns: [() => runSimulation(compiled, ITERATIONS, 42, "triangular")] },
  { name: `simulation, Beta-PERT, ${ITERATIONS} iterations`, fns: [() => runSimulation(compiled, ITERATIONS, 42, "pert")] },
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
const sim = stats[1]!
console.log(`\nsimulation / one recalculation (CPU median): ${(sim.cpu / det.cpu).toFixed(0)}x; fastest samples: ${(sim.cpuMin / det.cpuMin).toFixed(0)}x`)
console.log(`per iteration: ${((sim.cpuMin * 1000) / ITERATIONS).toFixed(1)} us CPU (fastest), ${((sim.cpu * 1000) / ITERATIONS).toFixed(1)} us (median)`)
console.log(`target: 10,000 iterations < 300 ms on one core: ${sim.cpuMin < 300 ? "met" : "NOT met"} on the fastest CPU sample (${sim.cpuMin.toFixed(0)} ms), ${sim.cpu < 300 ? "met" : "not met"} on the median (${sim.cpu.toFixed(0)} ms)`)
console.log(`load average after: ${loadavg()}`)
