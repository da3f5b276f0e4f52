import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"

// a full collection before each timed sample, so a sample does not pay for an earlier one's garbage
setFlagsFromString("--expose-gc")
const collect = runInNewContext("gc") as () => void

/**
 * Per call in milliseconds: medians of wall time and of this process's CPU time (all threads, GC
 * included), and the fastest sample of each (the least disturbed by other processes).
 */
export interface Stats {
  readonly wall: number
  readonly cpu: number
  readonly wallMin: number
  readonly cpuMin: number
}

const median = (xs: ReadonlyArray<number>): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/**
 * One timed sample calls each function once (the sample's time is divided by their number);
 * all results stay live until the sample ends.
 */
export interface Timed {
  readonly fns: ReadonlyArray<() => unknown>
}

/**
 * Samples are interleaved (one sample of each case per round) so load from other processes on a
 * shared machine falls on all sizes alike. CPU time is less disturbed by that load than wall time.
 */
export const timeInterleaved = (cases: ReadonlyArray<Timed>, rounds = 11, warmup = 2): Array<Stats> => {
  for (let i = 0; i < warmup; i++) for (const c of cases) for (const fn of c.fns) fn()
  const wall = cases.map(() => [] as Array<number>)
  const cpu = cases.map(() => [] as Array<number>)
  for (let r = 0; r < rounds; r++) {
    cases.forEach((c, k) => {
      collect()
      const kept: Array<unknown> = []
      const c0 = process.cpuUsage()
      const t0 = performance.now()
      for (const fn of c.fns) kept.push(fn())
      const t1 = performance.now()
      const c1 = process.cpuUsage(c0)
      wall[k]!.push((t1 - t0) / c.fns.length)
      cpu[k]!.push((c1.user + c1.system) / 1000 / c.fns.length)
      kept.length = 0
    })
  }
  return cases.map((_, k) => ({ wall: median(wall[k]!), cpu: median(cpu[k]!), wallMin: Math.min(...wall[k]!), cpuMin: Math.min(...cpu[k]!) }))
}

export const fmt = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1)).padStart(8)
