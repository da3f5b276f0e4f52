// Reading admin answers (platform.md §3 Admin user view, Alert; §2.13 stats by window).
import { ENTER_POSITIVE_NUMBER } from "@initpack/core/messages/platform-admin"

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}
const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : undefined
const num = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined)

/** §9: admin stats windows. */
export const STAT_WINDOWS = ["24h", "5d", "1m"] as const

/** A count for one window, whether the answer is {24h: n}, {windows: {24h: n}}, {24h: {count: n}} or a list of {window, count}. */
export const countFor = (body: unknown, window: string): number | undefined => {
  const root = record(body)
  const list = Array.isArray(body) ? body : Array.isArray(root.windows) ? root.windows : Array.isArray(root.items) ? root.items : undefined
  if (list) {
    const hit = list.map(record).find((item) => item.window === window)
    return hit ? (num(hit.count) ?? num(hit.total) ?? num(hit.value)) : undefined
  }
  const map = record(root.windows ?? root.counts ?? root)
  const value = map[window]
  return num(value) ?? num(record(value).count) ?? num(record(value).total)
}

/** Top-up bundles for one window: {windows: [{window, bundles}]} (GET /admin/stats/topups). */
export const bundlesFor = (body: unknown, window: string): number | undefined => {
  const list = record(body).windows
  if (!Array.isArray(list)) return undefined
  const hit = list.map(record).find((item) => item.window === window)
  return hit ? num(hit.bundles) : undefined
}

export interface ActionRow {
  readonly action: string
  /** Events per window, in STAT_WINDOWS order (0 when the action has none in a window). */
  readonly counts: ReadonlyArray<number>
}

/**
 * Usage by action per window from {windows: [{window, by_action}]}; an answer with only a top-level
 * by_action fills the 1m column. Sorted by the 1m count, then the action name.
 */
export const usageByActionWindows = (body: unknown): ReadonlyArray<ActionRow> => {
  const list = record(body).windows
  const perWindow = STAT_WINDOWS.map((window, i) => {
    const hit = Array.isArray(list) ? list.map(record).find((item) => item.window === window) : undefined
    if (hit) return usageByAction(hit)
    return i === STAT_WINDOWS.length - 1 ? usageByAction(body) : []
  })
  const actions = [...new Set(perWindow.flatMap((rows) => rows.map((r) => r.action)))]
  const last = STAT_WINDOWS.length - 1
  return actions
    .map((action) => ({ action, counts: perWindow.map((rows) => rows.find((r) => r.action === action)?.count ?? 0) }))
    .sort((a, b) => (b.counts[last] ?? 0) - (a.counts[last] ?? 0) || a.action.localeCompare(b.action))
}

/** Usage by action: {by_action: {create: 3}} or {by_action: [{action, count}]}. */
export const usageByAction = (body: unknown): ReadonlyArray<{ readonly action: string; readonly count: number }> => {
  const source = record(body).by_action ?? body
  if (Array.isArray(source)) {
    return source.flatMap((item) => {
      const r = record(item)
      const action = text(r.action)
      const count = num(r.count) ?? num(r.total)
      return action !== undefined && count !== undefined ? [{ action, count }] : []
    })
  }
  return Object.entries(record(source)).flatMap(([action, count]) => (typeof count === "number" ? [{ action, count }] : []))
}

export interface AlertRow {
  readonly id: string
  readonly email: string
  readonly window: string
  readonly observed: number | undefined
  readonly threshold: number | undefined
  readonly baselineP95: number | undefined
  readonly createdAt: string | undefined
  readonly resolvedAt: string | undefined
}

export const toAlerts = (body: unknown): ReadonlyArray<AlertRow> => {
  const source = record(body).alerts ?? body
  if (!Array.isArray(source)) return []
  return source.flatMap((item) => {
    const r = record(item)
    const id = text(r.id)
    if (id === undefined) return []
    return [{
      id,
      email: text(r.email) ?? "—",
      window: text(r.window) ?? "—",
      observed: num(r.observed),
      threshold: num(r.threshold),
      baselineP95: num(r.baseline_p95),
      createdAt: text(r.created_at),
      resolvedAt: text(r.resolved_at)
    }]
  })
}

export interface AdminUser {
  readonly id: string
  readonly email: string
  readonly name: string | undefined
  readonly roles: ReadonlyArray<string>
  readonly isActive: boolean
  readonly createdAt: string | undefined
  readonly plan: string | undefined
  readonly activeProjects: number | undefined
  readonly archivedProjects: number | undefined
}

export const toAdminUser = (value: unknown): AdminUser | undefined => {
  const r = record(record(value).user ?? value)
  const id = text(r.id)
  const email = text(r.email)
  if (id === undefined || email === undefined) return undefined
  const projects = record(r.projects)
  const plan = r.plan
  return {
    id,
    email,
    name: text(r.name) ?? text(r.full_name),
    roles: Array.isArray(r.roles) ? r.roles.filter((x): x is string => typeof x === "string") : [],
    isActive: r.is_active !== false,
    createdAt: text(r.created_at),
    plan: text(plan) ?? text(record(plan).code) ?? text(r.plan_code),
    activeProjects: num(projects.active),
    archivedProjects: num(projects.archived)
  }
}

export const toAdminUsers = (body: unknown): ReadonlyArray<AdminUser> => {
  const root = record(body)
  const list = Array.isArray(body) ? body : Array.isArray(root.users) ? root.users : Array.isArray(root.items) ? root.items : []
  return list.map(toAdminUser).filter((u): u is AdminUser => u !== undefined)
}

/** §5: a custom top-up needs a positive integer. */
export const parseBundles = (input: string): { readonly ok: true; readonly bundles: number } | { readonly ok: false; readonly message: string } => {
  const trimmed = input.trim()
  return /^\d+$/.test(trimmed) && Number(trimmed) > 0 ? { ok: true, bundles: Number(trimmed) } : { ok: false, message: ENTER_POSITIVE_NUMBER }
}
