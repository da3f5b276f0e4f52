import * as Option from "effect/Option"
import { addMonthsClamped, type Instant, toIso, toMillis } from "./instant"
import type { Plan } from "./plans"
import { topupProjects } from "./topup-bundles"
import { isWithin, type TimeWindow, windowAt } from "./usage-windows"

// platform.md §3, §9: usage of the project allowance in the window containing `at`.

export interface TopupPurchase {
  readonly purchased_at: Instant
  readonly bundles: number
}

export interface UsageInput {
  readonly plan: Pick<Plan, "monthly_project_limit" | "total_project_limit" | "months">
  readonly period_start: Instant
  readonly period_end: Instant
  readonly at: Instant
  /** Creation times of every project of the user, archived ones included. */
  readonly projects_created_at: ReadonlyArray<Instant>
  readonly topups: ReadonlyArray<TopupPurchase>
}

export interface Usage {
  readonly allowed: boolean
  readonly used: number
  readonly limit: number
  /** Extra project creations from top-ups bought within this window. */
  readonly extra_topups: number
  readonly remaining: number
  readonly window_start: string
  readonly window_end: string
}

/** Remaining = limit - used, never below 0. */
export const remainingOf = (limit: number, used: number): number => Math.max(0, limit - used)

/** Window limit: the plan's monthly limit plus 2 per top-up bundle bought inside the window. */
export const windowLimit = (monthlyLimit: number, bundlesInWindow: number): number =>
  monthlyLimit + topupProjects(bundlesInWindow)

const toUsage = (window: TimeWindow, limit: number, used: number, extra: number): Usage => {
  const remaining = remainingOf(limit, used)
  return {
    allowed: remaining > 0,
    used,
    limit,
    extra_topups: extra,
    remaining,
    window_start: toIso(window.start),
    window_end: toIso(window.end)
  }
}

/**
 * Usage at `at`, or none when `at` is outside the period (or, on the free plan, after its month of access).
 * The free plan counts 1 project in total, not per window, and takes no top-ups.
 */
export const computeUsage = (input: UsageInput): Option.Option<Usage> => {
  const { plan } = input
  if (plan.total_project_limit !== null) {
    const start = toMillis(input.period_start)
    const access: TimeWindow = {
      start,
      end: Math.min(toMillis(input.period_end), addMonthsClamped(start, plan.months))
    }
    if (!isWithin(access, input.at)) return Option.none()
    return Option.some(toUsage(access, plan.total_project_limit, input.projects_created_at.length, 0))
  }
  return Option.map(windowAt({ start: input.period_start, end: input.period_end }, input.at), (window) => {
    const used = input.projects_created_at.filter((t) => isWithin(window, t)).length
    const bundles = input.topups
      .filter((t) => isWithin(window, t.purchased_at))
      .reduce((sum, t) => sum + Math.max(0, Math.floor(t.bundles)), 0)
    return toUsage(window, windowLimit(plan.monthly_project_limit, bundles), used, topupProjects(bundles))
  })
}
