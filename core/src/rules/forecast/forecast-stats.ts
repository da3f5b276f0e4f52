/** Statistics of a sample: sorted copies, percentiles, histogram and S-curve points (docs/forecast.md). */

export const sortedCopy = (values: Float64Array): Float64Array => Float64Array.from(values).sort()

/** The p-th percentile (0..100) of sorted values, linear between order statistics (Excel's PERCENTILE.INC). */
export const percentile = (sorted: Float64Array, p: number): number => {
  const n = sorted.length
  if (n === 0) return Number.NaN
  const h = (n - 1) * Math.min(1, Math.max(0, p / 100))
  const k = Math.floor(h)
  return k + 1 < n ? sorted[k]! + (h - k) * (sorted[k + 1]! - sorted[k]!) : sorted[k]!
}

export const mean = (values: Float64Array): number => {
  let s = 0
  for (let i = 0; i < values.length; i++) s += values[i]!
  return values.length === 0 ? Number.NaN : s / values.length
}

export interface HistogramBin {
  readonly from: number
  readonly to: number
  readonly count: number
}

/** Equal-width bins from the least to the greatest value (one bin when all are equal); the last bin includes its upper edge. */
export const histogram = (sorted: Float64Array, bins: number): Array<HistogramBin> => {
  const n = sorted.length
  if (n === 0) return []
  const lo = sorted[0]!
  const hi = sorted[n - 1]!
  if (!(hi > lo)) return [{ from: lo, to: hi, count: n }]
  const k = Math.max(1, Math.floor(bins))
  const width = (hi - lo) / k
  const counts = new Array<number>(k).fill(0)
  for (let i = 0; i < n; i++) counts[Math.min(k - 1, Math.floor((sorted[i]! - lo) / width))]!++
  return counts.map((count, b) => ({ from: lo + b * width, to: b === k - 1 ? hi : lo + (b + 1) * width, count }))
}

export interface SCurvePoint {
  /** cumulative probability, 0..1 */
  readonly p: number
  readonly value: number
}

/** The cumulative distribution at 0%, 1%, ..., 100% (101 points): the chance of finishing at or under `value`. */
export const sCurve = (sorted: Float64Array, points = 101): Array<SCurvePoint> =>
  Array.from({ length: points }, (_, i) => {
    const p = i / (points - 1)
    return { p, value: percentile(sorted, p * 100) }
  })
