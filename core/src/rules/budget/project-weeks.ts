import { ASSUMED_PROJECT_DAYS, DEFAULT_DAYS_PER_WEEK } from "./budget-defaults"
import { flattenTree, leafItems, type TreeItem } from "./leaf-items"

export interface DatedItem extends TreeItem {
  readonly start_date?: string | Date | null
  readonly end_date?: string | Date | null
  readonly duration_days?: number | string | null
}

export interface ProjectWeeks {
  readonly weeks: number
  readonly basis: "dates" | "durations" | "assumed"
}

const DAY_MS = 86_400_000

/** A date's UTC day number; "YYYY-MM-DD" (optionally with a time) or a Date. */
function dayNumber(value: string | Date | null | undefined): number | undefined {
  if (value instanceof Date) {
    const t = value.getTime()
    return Number.isNaN(t) ? undefined : Math.floor(t / DAY_MS)
  }
  if (typeof value !== "string") return undefined
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim())
  if (match === null) return undefined
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  // reject impossible days such as 2026-02-30 instead of rolling them over
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined
  return date.getTime() / DAY_MS
}

const duration = (value: number | string | null | undefined): number => {
  const n = typeof value === "string" ? Number(value) : value
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : 0
}

/**
 * Project weeks (waterfall.md §9):
 * 1. dates: the span from the earliest start/end date to the latest, counting both end days
 *    (a Monday-to-Friday task is 5 calendar days), divided by 7 and rounded up, at least 1;
 * 2. else durations: summed leaf duration_days / 5 working days, rounded up, at least 1;
 * 3. else 20 working days are assumed: 4 weeks.
 */
export function projectWeeks(items: ReadonlyArray<DatedItem>): ProjectWeeks {
  const days: number[] = []
  for (const item of flattenTree(items)) {
    for (const d of [dayNumber(item.start_date), dayNumber(item.end_date)]) if (d !== undefined) days.push(d)
  }
  if (days.length > 0) {
    const span = days.reduce((a, b) => Math.max(a, b)) - days.reduce((a, b) => Math.min(a, b)) + 1
    return { weeks: Math.max(1, Math.ceil(span / 7)), basis: "dates" }
  }
  const total = leafItems(items).reduce((sum, item) => sum + duration(item.duration_days), 0)
  if (total > 0) return { weeks: Math.max(1, Math.ceil(total / DEFAULT_DAYS_PER_WEEK)), basis: "durations" }
  return { weeks: Math.ceil(ASSUMED_PROJECT_DAYS / DEFAULT_DAYS_PER_WEEK), basis: "assumed" }
}
