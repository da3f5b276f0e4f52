// An Agile Schedule task (GET /agile/schedule, agile.md §3) as a row of the WBS table, read tolerantly.
import type { ScheduleBadge, WbsRow } from "./wbs-row"
import { linksKeyOf } from "./row-links"

export interface SchedulePlanInfo {
  readonly title: string
  readonly base_start: string | null
}

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {})
const num = (value: unknown, fallback: number): number => (typeof value === "number" && Number.isFinite(value) ? value : fallback)
const str = (value: unknown): string => (typeof value === "string" ? value : "")
const date = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null)

// agile.md §3: badge_* fields, sprint_* names as a fallback; a sprint without any shows a zero badge
const badgeOf = (r: Record<string, unknown>, type: string): ScheduleBadge | null => {
  if (type !== "sprint") return null
  const pick = (name: string) => num(r[`badge_${name}`], num(r[`sprint_${name}`], 0))
  return { epics: pick("epics"), stories: pick("stories"), points: pick("points") }
}

export const toScheduleRow = (raw: unknown): WbsRow | null => {
  const r = record(raw)
  if (typeof r.id !== "number") return null
  const type = str(r.type) || "task"
  const depth = num(r.depth, num(r.level, 0))
  return {
    id: r.id,
    parent_id: typeof r.parent_id === "number" ? r.parent_id : null,
    wbs: str(r.wbs),
    phase: "",
    task: str(r.task) || str(r.title),
    duration_days: num(r.duration_days, 0),
    start_date: date(r.start_date),
    end_date: date(r.end_date),
    resource_label: str(r.resource),
    level: depth,
    indent: num(r.indent, Math.min(depth, 8)),
    has_children: r.has_children === true || r.hasChildren === true,
    order_index: num(r.order_index, 0),
    version: num(r.version, 0),
    type,
    phase_id: typeof r.phase_id === "number" ? r.phase_id : null,
    badge: badgeOf(r, type),
    links: linksKeyOf(r.links)
  }
}

/** The rows of an answer carrying `tasks` (GET /agile/schedule and every schedule write). */
export const scheduleRowsOf = (data: unknown): ReadonlyArray<WbsRow> => {
  const tasks = record(data).tasks
  return Array.isArray(tasks) ? tasks.map(toScheduleRow).filter((r): r is WbsRow => r !== null) : []
}

/** Whether an answer carries the whole schedule (so no reload is needed). */
export const hasSchedule = (data: unknown): boolean => Array.isArray(record(data).tasks)

/** The plan of an answer (title, base start), or null when there is none yet. */
export const schedulePlanOf = (data: unknown): SchedulePlanInfo | null => {
  const plan = record(data).plan
  if (typeof plan !== "object" || plan === null) return null
  const p = record(plan)
  return { title: str(p.title), base_start: date(p.base_start) }
}
