import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { SessionRepository, type SessionRecord, type SessionRepositoryService } from "@initpack/core/ports/session-repository"
import { makeQuery, toDate, type Row } from "../current-executor"

const toSession = (r: Row): SessionRecord => ({
  tokenHash: String(r.token_hash),
  userId: Number(r.user_id),
  createdAt: toDate(r.created_at),
  lastSeenAt: toDate(r.last_seen_at),
  expiresAt: toDate(r.expires_at)
})

export const make = Effect.map(makeQuery, (q): SessionRepositoryService => ({
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
  touch: (hash, at) => Effect.asVoid(q("UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1", [hash, at])),
  remove: (hash) => Effect.asVoid(q("DELETE FROM sessions WHERE token_hash = $1", [hash])),
  removeForUser: (userId, keep) =>
    q("DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2 RETURNING token_hash", [userId, keep ?? ""]).pipe(
      Effect.map((rows) => rows.length)
    )
}))

export const layer = Layer.effect(SessionRepository, make)
