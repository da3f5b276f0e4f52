// A WBS item as GET /wbs answers it (docs/api.md), read tolerantly.
import { linksKeyOf } from "./row-links"

export interface WbsRow {
  readonly id: number
  readonly parent_id: number | null
  readonly wbs: string
  readonly phase: string
  readonly task: string
  readonly duration_days: number
  readonly start_date: string | null
  readonly end_date: string | null
  readonly resource_label: string
  readonly level: number
  readonly indent: number
  readonly has_children: boolean
  readonly order_index: number
  readonly version: number
  /** Agile Schedule rows only (agile.md §3): task, phase, gate or sprint; its phase; a sprint's badge. */
  readonly type?: string
  readonly phase_id?: number | null
  readonly badge?: ScheduleBadge | null
  /** The row's task links by predecessor id (row-links.ts key: "12:FS:0 15:SS:2"); "" when none. */
  readonly links?: string
}

export interface ScheduleBadge {
  readonly epics: number
  readonly stories: number
  readonly points: number
}

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {})
const num = (value: unknown, fallback: number): number => (typeof value === "number" && Number.isFinite(value) ? value : fallback)
const str = (value: unknown): string => (typeof value === "string" ? value : "")
const date = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null)

export const toWbsRow = (raw: unknown): WbsRow | null => {
  const r = record(raw)
  if (typeof r.id !== "number") return null
  return {
    id: r.id,
    parent_id: typeof r.parent_id === "number" ? r.parent_id : null,
    wbs: str(r.wbs),
    phase: str(r.phase),
    task: str(r.task),
    duration_days: num(r.duration_days, 0),
    start_date: date(r.start_date),
    end_date: date(r.end_date),
    resource_label: str(r.resource_label) || str(r.resource),
    level: num(r.level, 0),
    indent: num(r.indent, 0),
    has_children: r.has_children === true,
    order_index: num(r.order_index, 0),
    version: num(r.version, 0),
    links: linksKeyOf(r.links)
  }
}

/** The rows of an answer carrying `items` (GET /wbs, generate, recalc). */
export const wbsRowsOf = (data: unknown): ReadonlyArray<WbsRow> => {
  const items = record(data).items
  return Array.isArray(items) ? items.map(toWbsRow).filter((r): r is WbsRow => r !== null) : []
}

/** Every field of a row: a field added to WbsRow fails the type check until it is listed (and compared below). */
export const WBS_ROW_FIELDS = Object.keys({
  id: 1, parent_id: 1, wbs: 1, phase: 1, task: 1, duration_days: 1, start_date: 1, end_date: 1, resource_label: 1, level: 1,
  indent: 1, has_children: 1, order_index: 1, version: 1, type: 1, phase_id: 1, badge: 1, links: 1
} satisfies Record<keyof WbsRow, 1>) as ReadonlyArray<keyof WbsRow>

const sameBadge = (a: ScheduleBadge | null | undefined, b: ScheduleBadge | null | undefined): boolean =>
  a === b || (a != null && b != null && a.epics === b.epics && a.stories === b.stories && a.points === b.points)

/** Whether two rows hold the same values (a sprint's badge compared by its figures); field by field, for speed. */
export const sameRow = (a: WbsRow, b: WbsRow): boolean =>
  a === b ||
  (a.id === b.id &&
    a.parent_id === b.parent_id &&
    a.wbs === b.wbs &&
    a.phase === b.phase &&
    a.task === b.task &&
    a.duration_days === b.duration_days &&
    a.start_date === b.start_date &&
    a.end_date === b.end_date &&
    a.resource_label === b.resource_label &&
    a.level === b.level &&
    a.indent === b.indent &&
    a.has_children === b.has_children &&
    a.order_index === b.order_index &&
    a.version === b.version &&
    a.type === b.type &&
    a.phase_id === b.phase_id &&
    a.links === b.links &&
    sameBadge(a.badge, b.badge))
