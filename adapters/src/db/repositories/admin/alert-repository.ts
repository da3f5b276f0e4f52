import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { AlertRepository, type AlertRecord, type AlertRepositoryService } from "@initpack/core/ports/admin/alert-repository"
import { makeQuery, toDate, toDateOrNull, type Row } from "../../current-executor"

const select = `SELECT a.id, a.user_id, u.email, a.alert_window, a.observed, a.threshold, a.baseline_p95, a.created_at, a.resolved_at
  FROM usage_alerts a JOIN users u ON u.id = a.user_id`

const toAlert = (r: Row): AlertRecord => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  email: String(r.email),
  window: String(r.alert_window),
  observed: Number(r.observed),
  threshold: Number(r.threshold),
  baselineP95: Number(r.baseline_p95),
  createdAt: toDate(r.created_at),
  resolvedAt: toDateOrNull(r.resolved_at)
})

export const make = Effect.map(makeQuery, (q): AlertRepositoryService => ({
  raise: (a) =>
    q(
      `INSERT INTO usage_alerts (user_id, alert_window, observed, threshold, baseline_p95, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, alert_window) WHERE resolved_at IS NULL DO NOTHING RETURNING id`,
      [a.userId, a.window, a.observed, a.threshold, a.baselineP95, a.createdAt]
    ).pipe(Effect.map((rows) => rows.length === 1)),
  list: (includeResolved) =>
    q(`${select} ${includeResolved ? "" : "WHERE a.resolved_at IS NULL"} ORDER BY (a.resolved_at IS NULL) DESC, a.created_at DESC, a.id DESC LIMIT 500`).pipe(
      Effect.map((rows) => rows.map(toAlert))
    ),
  resolve: (id, at) =>
    Effect.flatMap(q("UPDATE usage_alerts SET resolved_at = COALESCE(resolved_at, $2) WHERE id = $1 RETURNING id", [id, at]), (rows) =>
      rows.length === 0 ? Effect.succeed(null) : Effect.map(q(`${select} WHERE a.id = $1`, [id]), (r) => (r[0] ? toAlert(r[0]) : null))
    )
}))

export const layer = Layer.effect(AlertRepository, make)
