import { addMonthsClamped, type Instant, toIso, toMillis } from "./instant"
import { FREE_PLAN } from "./plans"

// platform.md §6, §9: the free plan gives 1 month of access from activation.

export interface AccessPeriod {
  readonly current_period_start: string
  readonly current_period_end: string
}

export const freeAccessPeriod = (activatedAt: Instant): AccessPeriod => {
  const start = toMillis(activatedAt)
  return { current_period_start: toIso(start), current_period_end: toIso(addMonthsClamped(start, FREE_PLAN.months)) }
}

/** The billing period of a paid plan bought at `startedAt`: the plan's months, clamped to month ends. */
export const paidPeriod = (startedAt: Instant, months: number): AccessPeriod => {
  const start = toMillis(startedAt)
  return { current_period_start: toIso(start), current_period_end: toIso(addMonthsClamped(start, months)) }
}
