import { FULL_TIME_PERCENT, PART_TIME_DEFAULT_PERCENT } from "./budget-defaults"

export interface AllocationConfig {
  /** "full_time" (also "full-time", "fulltime"), or "partial" / "part_time" / anything else. */
  readonly mode?: string | null
  readonly percent?: number | string | null
}

const isFullTime = (mode: string): boolean => /^full[\s_-]?time$/i.test(mode.trim())

/**
 * Allocation as a fraction (waterfall.md §9): full time = 1 (100%); part time = percent / 100 with
 * percent clamped to 0..100 and 50 when missing or not a number. With no mode and no percent the
 * role is full time; with no mode but a percent, the percent is used.
 */
export function roleAllocation(config: AllocationConfig): number {
  const mode = config.mode ?? ""
  if (isFullTime(mode)) return FULL_TIME_PERCENT / 100
  const raw = typeof config.percent === "string" ? Number(config.percent.trim() || Number.NaN) : config.percent
  if (mode.trim() === "" && (raw === null || raw === undefined)) return FULL_TIME_PERCENT / 100
  const percent = typeof raw === "number" && Number.isFinite(raw) ? raw : PART_TIME_DEFAULT_PERCENT
  return Math.min(100, Math.max(0, percent)) / 100
}
