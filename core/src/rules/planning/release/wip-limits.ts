import type { Lane, WipLimits } from "./release-types"

/** agile.md §9: Now 25 points; Next and Later 9999; minimum 1. */
export const DEFAULT_WIP_LIMITS: WipLimits = { now: 25, next: 9999, later: 9999 }
export const MIN_WIP_LIMIT = 1

/**
 * agile.md §5: the WIP limit is at least 1. Missing (undefined, null, "") gives the lane default;
 * 0, negative or non-numeric gives 1; numeric strings are read; fractions are floored.
 */
export const normaliseWipLimit = (value: unknown, lane: Lane): number => {
  if (value === undefined || value === null || value === "") return DEFAULT_WIP_LIMITS[lane]
  const n = typeof value === "number" ? value : typeof value === "string" ? Number(value.trim()) : Number.NaN
  if (!Number.isFinite(n) || n < MIN_WIP_LIMIT) return MIN_WIP_LIMIT
  return Math.floor(n)
}

export const normaliseWipLimits = (value: Partial<Record<Lane, unknown>> | null | undefined): WipLimits => ({
  now: normaliseWipLimit(value?.now, "now"),
  next: normaliseWipLimit(value?.next, "next"),
  later: normaliseWipLimit(value?.later, "later")
})
