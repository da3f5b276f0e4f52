import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { SessionRepository, type SessionRecord, type SessionRepositoryService } from "@initpack/core/ports/session-repository"
import { makeLookup, makeQuery, toDate, type Query, type Row } from "../current-executor"
import { toUser, userColumns } from "./user-repository"
import { toSubscription } from "./subscription-repository"
import { readCacheOrPassThrough } from "../read-cache"

const toSession = (r: Row): SessionRecord => ({
  tokenHash: String(r.token_hash),
  userId: Number(r.user_id),
  createdAt: toDate(r.created_at),
  lastSeenAt: toDate(r.last_seen_at),
  expiresAt: toDate(r.expires_at)
})

// session, user and the user's latest subscription in one round trip
const findWithUser = (lookup: Query, hash: string) =>
  lookup(
    `SELECT s.token_hash, s.user_id, s.created_at AS s_created_at, s.last_seen_at, s.expires_at, ${userColumns("u.")},
            b.id AS b_id, b.plan_code AS b_plan_code, b.status AS b_status, b.current_period_start AS b_current_period_start,
            b.current_period_end AS b_current_period_end, b.created_at AS b_created_at
     FROM sessions s JOIN users u ON u.id = s.user_id
     LEFT JOIN LATERAL (SELECT id, plan_code, status, current_period_start, current_period_end, created_at FROM subscriptions WHERE user_id = s.user_id ORDER BY id DESC LIMIT 1) b ON true
     WHERE s.token_hash = $1`,
    [hash]
  ).pipe(
    Effect.map(([r]) =>
      r
        ? {
            session: {
              tokenHash: String(r.token_hash),
              userId: Number(r.user_id),
              createdAt: toDate(r.s_created_at),
              lastSeenAt: toDate(r.last_seen_at),
              expiresAt: toDate(r.expires_at)
            },
            user: toUser(r),
            subscription:
              r.b_id === null || r.b_id === undefined
                ? null
                : toSubscription({
                    id: r.b_id,
                    user_id: r.user_id,
                    plan_code: r.b_plan_code,
                    status: r.b_status,
                    current_period_start: r.b_current_period_start,
                    current_period_end: r.b_current_period_end,
                    created_at: r.b_created_at
                  })
          }
        : null
    )
  )

export const make = Effect.map(Effect.all([makeQuery, makeLookup, readCacheOrPassThrough]), ([q, lookup, cache]): SessionRepositoryService => ({
  create: (s) =>
    Effect.asVoid(
      q("INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $4, $5)", [
        s.tokenHash,
        s.userId,
        s.createdAt,
        s.lastSeenAt,
        s.expiresAt
      ])
    ),
  find: (hash) =>
    q("SELECT token_hash, user_id, created_at, last_seen_at, expires_at FROM sessions WHERE token_hash = $1", [hash]).pipe(
      Effect.map((rows) => (rows[0] ? toSession(rows[0]) : null))
    ),
  // every signed-in request starts here: through the read cache, kept under the session's user
  findWithUser: (hash) =>
    cache.through(`session:${hash}`, findWithUser(lookup, hash), (found) => found?.user.id ?? null),
  touch: (hash, at) => Effect.asVoid(q("UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1", [hash, at])),
  remove: (hash) => Effect.asVoid(q("DELETE FROM sessions WHERE token_hash = $1", [hash])),
  removeForUser: (userId, keep) =>
    q("DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2 RETURNING token_hash", [userId, keep ?? ""]).pipe(
      Effect.map((rows) => rows.length)
    )
}))

export const layer = Layer.effect(SessionRepository, make)
