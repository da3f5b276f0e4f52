/**
 * Planning rules benchmark: date recalculation (against a naive day-by-day Date baseline),
 * auto-plan, and tree numbering / display ordering. Prints figures, not pass/fail.
 * Run: node --import tsx bench/planning.ts
 *
 * Two views per case:
 * - single call: one call per sample, a full GC before it. A small input's garbage never meets
 *   the collector inside the timed window while a 100k input's does, so ratios are pessimistic.
 * - equal pressure: each sample makes calls totalling 100k rows (100 x 1k, 10 x 10k, 1 x 100k),
 *   each call on its own copy of the input, and keeps every result live until the sample ends.
 *   So every size reads, allocates and retains the same memory (same cache misses, same
 *   young-generation copying), which isolates the algorithm's own scaling.
 */
import * as Either from "effect/Either"
import { recalculateDates } from "@initpack/core/rules/planning/dates/recalculate-dates"
import { autoPlan } from "@initpack/core/rules/planning/release/auto-plan"
import { treeNumbering } from "@initpack/core/rules/planning/tree/tree-numbering"
import { toDisplayOrder } from "@initpack/core/rules/planning/tree/to-display-order"
import { fmt, timeInterleaved, type Stats } from "./lib/measure"
import { naiveRecalculate } from "./lib/naive-recalculate"
import { backlogStories, scheduleRows } from "./lib/planning-fixtures"

const SIZES = [1_000, 10_000, 100_000] as const
const BASE = "2026-11-21"

interface Case {
  readonly name: string
  /** a call on a fresh input of the given size (copy k of the fixture) */
  readonly make: (size: number, copy: number) => () => unknown
}

const cases: ReadonlyArray<Case> = [
  {
    name: "recalculate dates",
    make: (size, copy) => {
      const rows = scheduleRows(size, copy)
      return () => Either.getOrThrow(recalculateDates(rows, BASE))
    }
  },
  {
    name: "naive baseline (Date per day)",
    make: (size, copy) => {
      const rows = scheduleRows(size, copy)
      return () => naiveRecalculate(rows, BASE)
    }
  },
  {
    name: "auto-plan",
    make: (size, copy) => {
      const stories = backlogStories(size, copy)
      return () => autoPlan(stories, { now: 25, next: 9999 })
    }
  },
  {
    name: "tree numbering",
    make: (size, copy) => {
      const rows = scheduleRows(size, copy)
      return () => treeNumbering(rows)
    }
  },
  {
    name: "to display order (load)",
    make: (size, copy) => {
      const rows = [...scheduleRows(size, copy)].reverse()
      return () => toDisplayOrder(rows)
    }
  }
]

// the fast recalculation must agree with the naive baseline before any figure is printed
{
  const rows = scheduleRows(20_000)
  const fast = Either.getOrThrow(recalculateDates(rows, BASE))
  const slow = naiveRecalculate(rows, BASE)
  const differ = fast.findIndex((r, i) => r.start_date !== slow[i]!.start_date || r.end_date !== slow[i]!.end_date)
  if (differ >= 0) throw new Error(`recalculation disagrees with the baseline at row ${differ}`)
}

const header = `${"case".padEnd(32)}${SIZES.map((s) => `${s}`.padStart(8)).join("")}   10k/1k  100k/10k`
const line = (name: string, t: ReadonlyArray<number>) =>
  `${name.padEnd(32)}${t.map(fmt).join("")}   ${(t[1]! / t[0]!).toFixed(1).padStart(6)}x ${(t[2]! / t[1]!).toFixed(1).padStart(7)}x`

console.log(`node ${process.version}; medians of 11 interleaved rounds after 2 warm-up rounds; full GC before each sample; ms per call`)
const results = new Map<string, { single: Array<Stats>; pressure: Array<Stats> }>()
for (const c of cases) {
  const single = timeInterleaved(SIZES.map((size) => ({ fns: [c.make(size, 0)] })))
  const pressure = timeInterleaved(
    SIZES.map((size) => ({ fns: Array.from({ length: SIZES[2] / size }, (_, k) => c.make(size, k)) }))
  )
  results.set(c.name, { single, pressure })
}
for (const view of ["single", "pressure"] as const) {
  for (const stat of ["wall", "cpu"] as const) {
    console.log(`\n${view === "single" ? "single call" : "equal pressure (each sample reads 100k input rows, keeps 100k rows of results)"}, ${stat === "wall" ? "wall time" : "CPU time"} median`)
    console.log(header)
    for (const [name, r] of results) console.log(line(name, r[view].map((s) => s[stat])))
  }
}
const fast = results.get("recalculate dates")!
const naive = results.get("naive baseline (Date per day)")!
const ratioLine = (xs: ReadonlyArray<number>) => `${(xs[1]! / xs[0]!).toFixed(1)}x, ${(xs[2]! / xs[1]!).toFixed(1)}x (${xs[1]! / xs[0]! <= 12 && xs[2]! / xs[1]! <= 12 ? "met" : "MISSED"})`
console.log(`\nnaive / fast recalculation, single-call wall medians: ${SIZES.map((s, i) => `${s}: ${(naive.single[i]!.wall / fast.single[i]!.wall).toFixed(1)}x`).join(", ")}`)
console.log(`target: one 100k-row recalculation < 150 ms -> wall median ${fast.single[2]!.wall.toFixed(1)} ms, CPU median ${fast.single[2]!.cpu.toFixed(1)} ms (${fast.single[2]!.wall < 150 ? "met" : "MISSED"})`)
for (const name of ["recalculate dates", "auto-plan"]) {
  const r = results.get(name)!
  console.log(`target: ${name} 10x rows <= 12x time (10k/1k, 100k/10k):`)
  console.log(`  single call: wall ${ratioLine(r.single.map((s) => s.wall))}; CPU ${ratioLine(r.single.map((s) => s.cpu))}`)
  console.log(`  equal pressure: wall ${ratioLine(r.pressure.map((s) => s.wall))}; CPU ${ratioLine(r.pressure.map((s) => s.cpu))}`)
}
