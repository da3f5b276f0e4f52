/**
 * Planning rules benchmark: date recalculation (against a naive day-by-day Date baseline),
 * auto-plan, and tree numbering / display ordering. Prints figures, not pass/fail.
 * Run: node --import tsx bench/planning.ts
 *
 * First, the measure issue 2 names: one call on one input per sample (a full GC before it), as an
 * API request makes it; medians of wall and CPU time at 1k, 10k and 100k rows, the 10x ratios and
 * the targets (100k-row recalculation < 150 ms; 10x rows <= 12x time). All single-call cases are
 * interleaved in one run, so load from other processes falls on every case and size alike. Next
 * to the recalculation: the naive baseline, and the copy floor (only copying each row with two new
 * date strings, the least any recalculation returning new rows must do).
 *
 * Then other views:
 * - fastest single-call sample (the one least disturbed by other processes);
 * - equal pressure: each sample makes calls totalling 100k rows (100 x 1k, 10 x 10k, 1 x 100k),
 *   each call on its own copy of the input, and keeps every result live until the sample ends.
 *   So every size reads, allocates and retains the same memory (same cache misses, same
 *   young-generation copying), which isolates the algorithm's own scaling;
 * - tree numbering and display ordering, single call.
 */
import { readFileSync } from "node:fs"
import * as Either from "effect/Either"
import { recalculateDates } from "@initpack/core/rules/planning/dates/recalculate-dates"
import { autoPlan } from "@initpack/core/rules/planning/release/auto-plan"
import { treeNumbering } from "@initpack/core/rules/planning/tree/tree-numbering"
import { toDisplayOrder } from "@initpack/core/rules/planning/tree/to-display-order"
import { scheduleNetwork } from "@initpack/core/rules/planning/network/schedule-network"
import { fmt, timeInterleaved, type Stats } from "./lib/measure"
import { networkLinks } from "./lib/network-fixtures"
import { copyFloor } from "./lib/copy-floor"
import { naiveRecalculate } from "./lib/naive-recalculate"
import { backlogStories, scheduleRows } from "./lib/planning-fixtures"

const SIZES = [1_000, 10_000, 100_000] as const
const BASE = "2026-11-21"
const ROUNDS = 21

interface Case {
  readonly name: string
  /** a call on a fresh input of the given size (copy k of the fixture) */
  readonly make: (size: number, copy: number) => () => unknown
}

const recalc: Case = {
  name: "recalculate dates",
  make: (size, copy) => {
    const rows = scheduleRows(size, copy)
    return () => Either.getOrThrow(recalculateDates(rows, BASE))
  }
}
// issue 22: forward and backward pass over about 1.5 links per task (float, critical path)
const network: Case = {
  name: "network (1.5 links/task)",
  make: (size, copy) => {
    const rows = scheduleRows(size, copy)
    const links = networkLinks(rows, copy)
    return () => Either.getOrThrow(scheduleNetwork(rows, links, BASE))
  }
}
const naive: Case = {
  name: "naive baseline (Date per day)",
  make: (size, copy) => {
    const rows = scheduleRows(size, copy)
    return () => naiveRecalculate(rows, BASE)
  }
}
const floor: Case = {
  name: "copy floor (rows + 2 strings)",
  make: (size, copy) => {
    const rows = scheduleRows(size, copy)
    return () => copyFloor(rows)
  }
}
const plan: Case = {
  name: "auto-plan",
  make: (size, copy) => {
    const stories = backlogStories(size, copy)
    return () => autoPlan(stories, { now: 25, next: 9999 })
  }
}
const numbering: Case = {
  name: "tree numbering",
  make: (size, copy) => {
    const rows = scheduleRows(size, copy)
    return () => treeNumbering(rows)
  }
}
const displayOrder: Case = {
  name: "to display order (load)",
  make: (size, copy) => {
    const rows = [...scheduleRows(size, copy)].reverse()
    return () => toDisplayOrder(rows)
  }
}

// the fast recalculation must agree with the naive baseline before any figure is printed
{
  const rows = scheduleRows(20_000)
  const fast = Either.getOrThrow(recalculateDates(rows, BASE))
  const slow = naiveRecalculate(rows, BASE)
  const differ = fast.findIndex((r, i) => r.start_date !== slow[i]!.start_date || r.end_date !== slow[i]!.end_date)
  if (differ >= 0) throw new Error(`recalculation disagrees with the baseline at row ${differ}`)
  const chain = Either.getOrThrow(scheduleNetwork(rows, [], BASE)).rows
  const other = fast.findIndex((r, i) => r.start_date !== chain[i]!.start_date || r.end_date !== chain[i]!.end_date)
  if (other >= 0) throw new Error(`the network without links disagrees with the chain at row ${other}`)
}

const loadAverage = () => {
  try {
    return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")
  } catch {
    return "n/a"
  }
}

/** Single-call samples of several cases, all sizes, interleaved in one run. */
const singleCalls = (cases: ReadonlyArray<Case>): Map<string, Array<Stats>> => {
  const stats = timeInterleaved(cases.flatMap((c) => SIZES.map((size) => ({ fns: [c.make(size, 0)] }))), ROUNDS)
  return new Map(cases.map((c, k) => [c.name, stats.slice(k * SIZES.length, (k + 1) * SIZES.length)]))
}

const header = `${"case".padEnd(32)}${SIZES.map((s) => `${s}`.padStart(8)).join("")}   10k/1k  100k/10k`
const line = (name: string, t: ReadonlyArray<number>) =>
  `${name.padEnd(32)}${t.map(fmt).join("")}   ${(t[1]! / t[0]!).toFixed(1).padStart(6)}x ${(t[2]! / t[1]!).toFixed(1).padStart(7)}x`
const table = (title: string, results: Map<string, Array<Stats>>, stat: keyof Stats) => {
  console.log(`\n${title}`)
  console.log(header)
  for (const [name, r] of results) console.log(line(name, r.map((s) => s[stat])))
}
const ratioLine = (xs: ReadonlyArray<number>) => {
  const [a, b] = [xs[1]! / xs[0]!, xs[2]! / xs[1]!]
  return `${a.toFixed(1)}x, ${b.toFixed(1)}x (${a <= 12 && b <= 12 ? "met" : "MISSED"})`
}

console.log(`node ${process.version}; load average ${loadAverage()} at start; ${ROUNDS} interleaved rounds after 2 warm-up rounds; full GC before each sample; ms per call`)

// 1. the measure issue 2 names, first
const single = singleCalls([recalc, network, naive, floor, plan])
table("single call, wall time median", single, "wall")
table("single call, CPU time median", single, "cpu")
const fast = single.get(recalc.name)!
const slow = single.get(naive.name)!
console.log(`\nnaive / fast recalculation, single-call CPU medians: ${SIZES.map((s, i) => `${s}: ${(slow[i]!.cpu / fast[i]!.cpu).toFixed(1)}x`).join(", ")}`)
console.log(
  `target: one 100k-row recalculation < 150 ms -> wall median ${fast[2]!.wall.toFixed(1)} ms, CPU median ${fast[2]!.cpu.toFixed(1)} ms (${fast[2]!.wall < 150 ? "met" : "MISSED"})`
)
const net = single.get(network.name)!
console.log(
  `target (issue 22): 100k tasks with ${networkLinks(scheduleRows(SIZES[2])).length} links < 100 ms -> wall median ${net[2]!.wall.toFixed(1)} ms, CPU median ${net[2]!.cpu.toFixed(1)} ms (${net[2]!.cpu < 100 ? "met" : "MISSED"}); network / chain recalculation, CPU medians: ${SIZES.map((s, i) => `${s}: ${(net[i]!.cpu / fast[i]!.cpu).toFixed(1)}x`).join(", ")}`
)
for (const name of [recalc.name, network.name, plan.name]) {
  const r = single.get(name)!
  console.log(`target: ${name}, 10x rows <= 12x time (10k/1k, 100k/10k), single call: wall ${ratioLine(r.map((s) => s.wall))}; CPU ${ratioLine(r.map((s) => s.cpu))}`)
}
console.log(`load average ${loadAverage()} after the single-call run`)

// 2. other views
table("single call, fastest sample, CPU time", single, "cpuMin")
const pressure = new Map(
  [recalc, plan].map((c) => [
    c.name,
    timeInterleaved(SIZES.map((size) => ({ fns: Array.from({ length: SIZES[2] / size }, (_, k) => c.make(size, k)) })), ROUNDS)
  ])
)
table("equal pressure (each sample reads 100k input rows, keeps 100k rows of results), CPU time median", pressure, "cpu")
for (const [name, r] of pressure) console.log(`  ${name}: wall ${ratioLine(r.map((s) => s.wall))}; CPU ${ratioLine(r.map((s) => s.cpu))}`)
const trees = singleCalls([numbering, displayOrder])
table("tree rules, single call, CPU time median", trees, "cpu")
console.log(`\nload average ${loadAverage()} at the end`)
