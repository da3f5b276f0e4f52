import type { BenchTask } from "./planning-fixtures"

const DAY_TEXT = Array.from({ length: 28 }, (_, d) => (d < 9 ? `0${d + 1}` : String(d + 1)))

/**
 * The least any recalculation returning new rows must do: copy every row with two freshly built
 * date strings (no date arithmetic, no tree). Its scaling shows what memory alone costs.
 */
export const copyFloor = (rows: ReadonlyArray<BenchTask>): Array<BenchTask> => {
  const n = rows.length
  const out = new Array<BenchTask>(n)
  for (let i = 0; i < n; i++) {
    const prefix = i & 1 ? "2026-11-" : "2026-12-"
    out[i] = { ...rows[i]!, start_date: prefix + DAY_TEXT[i % 28]!, end_date: prefix + DAY_TEXT[(i + 3) % 28]! }
  }
  return out
}
