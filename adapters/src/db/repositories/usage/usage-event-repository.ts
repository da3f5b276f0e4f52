import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { UsageEvents, type UsageEventsService } from "@initpack/core/ports/admin/usage-events"
import { makeQuery } from "../../current-executor"

export const make = Effect.map(makeQuery, (q): UsageEventsService => ({
  record: (e) =>
    Effect.asVoid(q("INSERT INTO usage_events (user_id, action, project_id, created_at) VALUES ($1, $2, $3, $4)", [e.userId, e.action, e.projectId, e.at])),
  countsBySlice: (from, to, sliceMs) =>
    q(
      `SELECT user_id, floor(extract(epoch FROM (created_at - $1::timestamptz)) * 1000 / $3::double precision)::int AS slice, count(*)::int AS n
       FROM usage_events WHERE created_at >= $1 AND created_at < $2
       GROUP BY 1, 2 ORDER BY 1, 2`,
      [from, to, sliceMs]
    ).pipe(Effect.map((rows) => rows.map((r) => ({ userId: Number(r.user_id), slice: Number(r.slice), count: Number(r.n) })))),
  countsByAction: (from, to) =>
    q("SELECT action, count(*)::int AS n FROM usage_events WHERE created_at >= $1 AND created_at < $2 GROUP BY action ORDER BY n DESC, action", [
      from,
      to
    ]).pipe(Effect.map((rows) => rows.map((r) => ({ action: String(r.action), count: Number(r.n) }))))
}))

export const layer = Layer.effect(UsageEvents, make)
