import type { AlertView, AlertsResponse } from "../../responses/admin/admin-responses"
import * as Effect from "effect/Effect"
import { AlertRepository, type AlertRecord } from "../../ports/admin/alert-repository"

/** platform.md §3 Alert. */
export const alertView = (a: AlertRecord): AlertView => ({
  id: a.id,
  user_id: a.userId,
  email: a.email,
  window: a.window,
  observed: a.observed,
  threshold: a.threshold,
  baseline_p95: a.baselineP95,
  created_at: a.createdAt.toISOString(),
  resolved_at: a.resolvedAt ? a.resolvedAt.toISOString() : null
})

/** GET /admin/stats/alerts: open alerts (with ?all=true also resolved ones). */
export const listAlerts = (includeResolved: boolean) =>
  Effect.map(AlertRepository, (repo) => repo.list(includeResolved)).pipe(
    Effect.flatten,
    Effect.map((rows) => ({ alerts: rows.map(alertView) }) satisfies AlertsResponse)
  )
