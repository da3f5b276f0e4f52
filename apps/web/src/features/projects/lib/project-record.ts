// Reading project answers whose field names vary (platform.md §3 Project, §7 resolution).
import { formatDay as formatCalendarDay } from "../../../lib/date-format"

export type Delivery = "waterfall" | "agile"

export interface ProjectRow {
  readonly id: string
  readonly name: string
  readonly delivery: Delivery | undefined
  readonly latestScopeAt: string | undefined
  readonly createdAt: string | undefined
  readonly archivedAt: string | undefined
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : undefined

export const deliveryOf = (value: unknown): Delivery | undefined => {
  const v = typeof value === "string" ? value.toLowerCase() : ""
  return v === "waterfall" || v === "agile" ? v : undefined
}

export const toProjectRow = (value: unknown): ProjectRow | undefined => {
  const r = record(value)
  const id = text(r.id) ?? text(r.project_id)
  const name = text(r.name) ?? text(r.project_name)
  if (id === undefined || name === undefined) return undefined
  return {
    id,
    name,
    delivery: deliveryOf(r.methodology ?? r.delivery),
    latestScopeAt: text(r.latest_scope_at),
    createdAt: text(r.created_at),
    archivedAt: text(r.archived_at)
  }
}

/** A list answer: an array, or `projects`, or `items`. */
export const toProjectRows = (body: unknown): ReadonlyArray<ProjectRow> => {
  const r = record(body)
  const list = Array.isArray(body) ? body : Array.isArray(r.projects) ? r.projects : Array.isArray(r.items) ? r.items : []
  return list.map(toProjectRow).filter((row): row is ProjectRow => row !== undefined)
}

/** §7: the id comes from id, project.id or the first array element. */
export const resolvedIdOf = (body: unknown): string | undefined => {
  const r = record(body)
  return text(r.id) ?? text(record(r.project).id) ?? toProjectRows(body)[0]?.id
}

/** §2.6: archived projects are filtered by name, case-insensitively, on the client. */
export const filterByName = (rows: ReadonlyArray<ProjectRow>, term: string): ReadonlyArray<ProjectRow> => {
  const needle = term.trim().toLowerCase()
  return needle === "" ? rows : rows.filter((row) => row.name.toLowerCase().includes(needle))
}

export const formatDate = (iso: string | undefined): string => {
  if (!iso) return "—"
  const date = new Date(iso)
  // issue 37: the user's one date format (lib/date-format)
  return Number.isNaN(date.getTime()) ? iso : formatCalendarDay(date.toISOString())
}
