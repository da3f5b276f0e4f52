import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import {
  SubscriptionRepository,
  type SubscriptionRecord,
  type SubscriptionRepositoryService
} from "@initpack/core/ports/subscription-repository"
import { makeQuery, toDate, type Row } from "../current-executor"

const columns = "id, user_id, plan_code, status, current_period_start, current_period_end, created_at"

export const toSubscription = (r: Row): SubscriptionRecord => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  planCode: String(r.plan_code),
  status: String(r.status),
  currentPeriodStart: toDate(r.current_period_start),
  currentPeriodEnd: toDate(r.current_period_end),
  createdAt: toDate(r.created_at)
})

export const make = Effect.map(makeQuery, (q): SubscriptionRepositoryService => ({
  current: (userId) =>
    q(`SELECT ${columns} FROM subscriptions WHERE user_id = $1 ORDER BY id DESC LIMIT 1`, [userId]).pipe(
      Effect.map((rows) => (rows[0] ? toSubscription(rows[0]) : null))
    ),
  hadPlan: (userId, planCode) =>
    q("SELECT 1 FROM subscriptions WHERE user_id = $1 AND plan_code = $2 LIMIT 1", [userId, planCode]).pipe(Effect.map((rows) => rows.length > 0)),
  create: (s) =>
    q(
      `INSERT INTO subscriptions (user_id, plan_code, status, current_period_start, current_period_end, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${columns}`,
      [s.userId, s.planCode, s.status, s.currentPeriodStart, s.currentPeriodEnd, s.createdAt]
    ).pipe(Effect.map((rows) => toSubscription(rows[0]!))),
  setStatus: (id, status) => Effect.asVoid(q("UPDATE subscriptions SET status = $2 WHERE id = $1", [id, status])),
  addTopup: (t) =>
    Effect.asVoid(
      q("INSERT INTO topups (user_id, bundles, projects, source, created_at) VALUES ($1, $2, $3, $4, $5)", [
        t.userId,
        t.bundles,
        t.projects,
        t.source,
        t.createdAt
      ])
    ),
  topupProjects: (userId, from, to) =>
    q("SELECT COALESCE(SUM(projects), 0)::int AS n FROM topups WHERE user_id = $1 AND created_at >= $2 AND created_at < $3", [userId, from, to]).pipe(
      Effect.map((rows) => Number(rows[0]?.n ?? 0))
    ),
  listTopups: (userId, from, to) =>
    q("SELECT created_at, bundles FROM topups WHERE user_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY created_at", [userId, from, to]).pipe(
      Effect.map((rows) => rows.map((r) => ({ createdAt: toDate(r.created_at), bundles: Number(r.bundles) })))
    ),
  usageTimes: (userId, action, from, to) =>
    q("SELECT created_at FROM usage_events WHERE user_id = $1 AND action = $2 AND created_at >= $3 AND created_at < $4 ORDER BY created_at", [
      userId,
      action,
      from,
      to
    ]).pipe(Effect.map((rows) => rows.map((r) => toDate(r.created_at)))),
  recordUsage: (userId, action, projectId, at) =>
    Effect.asVoid(q("INSERT INTO usage_events (user_id, action, project_id, created_at) VALUES ($1, $2, $3, $4)", [userId, action, projectId, at])),
  countUsage: (userId, action, from, to) =>
    (from === null
      ? q("SELECT count(*)::int AS n FROM usage_events WHERE user_id = $1 AND action = $2 AND created_at < $3", [userId, action, to])
      : q("SELECT count(*)::int AS n FROM usage_events WHERE user_id = $1 AND action = $2 AND created_at >= $3 AND created_at < $4", [
          userId,
          action,
          from,
          to
        ])
    ).pipe(Effect.map((rows) => Number(rows[0]?.n ?? 0)))
}))

export const layer = Layer.effect(SubscriptionRepository, make)
