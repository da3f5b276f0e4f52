/**
 * Beta-PERT sampling by inverse CDF: x = a + (b - a) * Q(u) with Q the quantile function of
 * Beta(1 + 4 (m - a) / (b - a), 1 + 4 (b - m) / (b - a)). Q has no closed form, so each distinct
 * shape gets a table of QUANTILE_STEPS + 1 quantiles (from the density integrated on a fine grid),
 * read with linear interpolation: one uniform per sample, like the triangular draw.
 */
export const QUANTILE_STEPS = 1024
const GRID = 4096

export const pertShape = (a: number, m: number, b: number): readonly [number, number] => {
  const w = b - a
  return w > 0 ? [1 + (4 * (m - a)) / w, 1 + (4 * (b - m)) / w] : [1, 1]
}

/** The QUANTILE_STEPS + 1 quantiles of Beta(alpha, beta) (both >= 1) at 0, 1/STEPS, ..., 1, written at `out[at..]`. */
export const writeBetaQuantiles = (alpha: number, beta: number, out: Float64Array, at: number): void => {
  const cdf = new Float64Array(GRID + 1)
  let prev = alpha === 1 ? 1 : 0
  for (let g = 1; g <= GRID; g++) {
    const x = g / GRID
    const f = g === GRID ? (beta === 1 ? 1 : 0) : Math.pow(x, alpha - 1) * Math.pow(1 - x, beta - 1)
    cdf[g] = cdf[g - 1]! + (prev + f) / 2
    prev = f
  }
  const total = cdf[GRID]!
  let g = 0
  out[at] = 0
  for (let k = 1; k < QUANTILE_STEPS; k++) {
    const p = (k / QUANTILE_STEPS) * total
    while (cdf[g + 1]! < p) g++
    const span = cdf[g + 1]! - cdf[g]!
    out[at + k] = (g + (span > 0 ? (p - cdf[g]!) / span : 0)) / GRID
  }
  out[at + QUANTILE_STEPS] = 1
}

export const pertMean = (a: number, m: number, b: number): number => (a + 4 * m + b) / 6
