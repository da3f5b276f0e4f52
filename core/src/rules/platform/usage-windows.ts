import * as Option from "effect/Option"
import { addMonthsClamped, type Instant, toMillis } from "./instant"

// platform.md §3, §9: project capacity is counted per monthly window of the billing period.

/** A half-open interval [start, end) in epoch milliseconds. */
export interface TimeWindow {
  readonly start: number
  readonly end: number
}

export interface BillingPeriod {
  readonly start: Instant
  readonly end: Instant
}

/** The k-th monthly window of a period anchored on its start; the last one is cut at the period end. */
const windowNumber = (start: number, end: number, k: number): TimeWindow => ({
  start: addMonthsClamped(start, k),
  end: Math.min(addMonthsClamped(start, k + 1), end)
})

/** All monthly windows of [start, end), in order. Empty when the period is empty or invalid. */
export const monthlyWindows = (period: BillingPeriod): ReadonlyArray<TimeWindow> => {
  const start = toMillis(period.start)
  const end = toMillis(period.end)
  const windows: Array<TimeWindow> = []
  for (let k = 0; addMonthsClamped(start, k) < end; k++) windows.push(windowNumber(start, end, k))
  return windows
}

/** The monthly window containing `at`, or none when `at` lies outside the period. */
export const windowAt = (period: BillingPeriod, at: Instant): Option.Option<TimeWindow> => {
  const start = toMillis(period.start)
  const end = toMillis(period.end)
  const t = toMillis(at)
  if (!(t >= start && t < end)) return Option.none()
  const s = new Date(start)
  const a = new Date(t)
  const monthsApart = (a.getUTCFullYear() - s.getUTCFullYear()) * 12 + a.getUTCMonth() - s.getUTCMonth()
  let k = Math.max(0, monthsApart - 1)
  while (k > 0 && addMonthsClamped(start, k) > t) k--
  while (addMonthsClamped(start, k + 1) <= t) k++
  return Option.some(windowNumber(start, end, k))
}

export const isWithin = (window: TimeWindow, at: Instant): boolean => {
  const t = toMillis(at)
  return t >= window.start && t < window.end
}
