import { setFlagsFromString } from "node:v8"
import { runInNewContext } from "node:vm"

// a full collection before each timed sample, so a sample does not pay for an earlier one's garbage
setFlagsFromString("--expose-gc")
const collect = runInNewContext("gc") as () => void

export interface Stats {
  readonly median: number
  readonly min: number
}

const stats = (xs: ReadonlyArray<number>): Stats => {
  const sorted = [...xs].sort((a, b) => a - b)
  return { median: sorted[Math.floor(sorted.length / 2)]!, min: sorted[0]! }
}

export interface Timed {
  readonly fn: () => unknown
  /** calls per timed sample; the sample's time is divided by it. Results stay live until the sample ends. */
  readonly repeat: number
}

/**
 * Median and minimum wall time per call in milliseconds. Samples are interleaved (one sample of each per
 * round) so load from other processes on the shared machine falls on all sizes alike.
 */
export const timeInterleaved = (cases: ReadonlyArray<Timed>, rounds = 11, warmup = 2): Array<Stats> => {
  for (let i = 0; i < warmup; i++) for (const c of cases) c.fn()
  const times = cases.map(() => [] as Array<number>)
  for (let r = 0; r < rounds; r++) {
    cases.forEach((c, k) => {
      collect()
      const t0 = performance.now()
      const kept: Array<unknown> = []
      for (let i = 0; i < c.repeat; i++) kept.push(c.fn())
      times[k]!.push((performance.now() - t0) / c.repeat)
      kept.length = 0
    })
  }
  return times.map(stats)
}

export const fmt = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1)).padStart(8)
