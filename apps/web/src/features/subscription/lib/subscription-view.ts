// Reading the subscription, usage and plans answers (platform.md §3), whose shapes vary.
import { remainingOf } from "@initpack/core/rules/platform/usage"
import { formatDay as formatCalendarDay } from "../../../lib/date-format"

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}
const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined)
const num = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined)

export interface SubscriptionView {
  readonly planCode: string | undefined
  readonly planName: string | undefined
  readonly status: string | undefined
  readonly periodStart: string | undefined
  readonly periodEnd: string | undefined
}

export const toSubscriptionView = (body: unknown): SubscriptionView => {
  const root = record(body)
  const sub = record(root.subscription ?? root)
  const plan = record(sub.plan ?? root.plan)
  return {
    planCode: text(sub.plan_code) ?? text(root.plan_code) ?? text(plan.code) ?? text(sub.plan) ?? text(root.plan),
    planName: text(plan.name) ?? text(sub.plan_name) ?? text(root.plan_name),
    status: (text(sub.status) ?? text(root.status))?.toLowerCase(),
    periodStart: text(sub.current_period_start) ?? text(root.current_period_start),
    periodEnd: text(sub.current_period_end) ?? text(root.current_period_end)
  }
}

/** §2.11: active or trialing shows green, anything else yellow. */
export const isGoodStatus = (status: string | undefined): boolean => status === "active" || status === "trialing"

/** §2.11: no active or trialing status and not on the free plan -> a notice to purchase. */
export const needsPurchaseNotice = (view: SubscriptionView): boolean => !isGoodStatus(view.status) && view.planCode !== "free"

const DAY_MS = 86_400_000

/** Whole days from `now` until the period end, never below 0; undefined without an end date. */
export const daysRemaining = (periodEnd: string | undefined, now: number): number | undefined => {
  if (!periodEnd) return undefined
  const end = Date.parse(periodEnd)
  return Number.isNaN(end) ? undefined : Math.max(0, Math.ceil((end - now) / DAY_MS))
}

export interface UsageView {
  readonly allowed: boolean
  readonly used: number
  readonly limit: number
  readonly remaining: number
  readonly extraTopups: number
  readonly windowStart: string | undefined
  readonly windowEnd: string | undefined
}

/** Usage window (§3): remaining = limit - used, never below 0; top-ups as extra_topups or topups. */
export const toUsageView = (body: unknown): UsageView => {
  const root = record(body)
  const usage = record(root.usage ?? root)
  const used = num(usage.used) ?? 0
  const limit = num(usage.limit) ?? 0
  const remaining = remainingOf(limit, used)
  return {
    allowed: typeof usage.allowed === "boolean" ? usage.allowed : remaining > 0,
    used,
    limit,
    remaining,
    extraTopups: num(usage.extra_topups) ?? num(usage.topups) ?? 0,
    windowStart: text(usage.window_start),
    windowEnd: text(usage.window_end)
  }
}

export interface PlanView {
  readonly code: string
  readonly name: string
  readonly priceCents: number | undefined
  readonly monthlyProjectLimit: number | undefined
}

export const toPlanViews = (body: unknown): ReadonlyArray<PlanView> => {
  const root = record(body)
  const list = Array.isArray(body) ? body : Array.isArray(root.plans) ? root.plans : Array.isArray(root.items) ? root.items : []
  return list.flatMap((item) => {
    const p = record(item)
    const code = text(p.code) ?? text(p.plan_code)
    if (!code) return []
    return [{ code, name: text(p.name) ?? text(p.label) ?? code, priceCents: num(p.price_cents), monthlyProjectLimit: num(p.monthly_project_limit) }]
  })
}

export const formatDay = (iso: string | undefined): string => {
  if (!iso) return "—"
  const date = new Date(iso)
  // issue 37: the user's one date format (lib/date-format)
  return Number.isNaN(date.getTime()) ? iso : formatCalendarDay(date.toISOString())
}
