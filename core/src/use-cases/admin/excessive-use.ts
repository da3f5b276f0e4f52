// Excessive-use rule (docs/admin.md): a user's event count in a window is excessive when it is above
// max(threshold, 3 x p95), where p95 is the 95th percentile of every user's counts in windows of the
// same length over the 30 days before the current window.

export const BASELINE_DAYS = 30
export const BASELINE_FACTOR = 3

/** Minimum counts before any alert, per window (a quiet instance has a p95 near 0). */
export const DEFAULT_ALERT_THRESHOLDS: Readonly<Record<string, number>> = { "24h": 50, "5d": 150, "1m": 400 }

/** Nearest-rank 95th percentile; 0 for no values. */
export const percentile95 = (values: ReadonlyArray<number>): number => {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)]!
}

/**
 * Baseline samples: for every user with at least one event in the baseline, one count per slice
 * (slices without events count 0).
 */
export const baselineSamples = (
  counts: ReadonlyArray<{ readonly userId: number; readonly slice: number; readonly count: number }>,
  slices: number
): Array<number> => {
  const byUser = new Map<number, Array<number>>()
  for (const c of counts) {
    if (c.slice < 0 || c.slice >= slices) continue
    const row = byUser.get(c.userId) ?? new Array<number>(slices).fill(0)
    row[c.slice] = (row[c.slice] ?? 0) + c.count
    byUser.set(c.userId, row)
  }
  return [...byUser.values()].flat()
}

export const alertLimit = (threshold: number, baselineP95: number): number => Math.max(threshold, BASELINE_FACTOR * baselineP95)

export const isExcessive = (observed: number, threshold: number, baselineP95: number): boolean => observed > alertLimit(threshold, baselineP95)
