import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import {
  MfaChallengeRepository,
  type MfaChallengeRecord,
  type MfaChallengeRepositoryService
} from "@initpack/core/ports/mfa-challenge-repository"
import { makeQuery, toDate, type Row } from "../current-executor"

const toChallenge = (r: Row): MfaChallengeRecord => ({
  idHash: String(r.id_hash),
  userId: Number(r.user_id),
  attempts: Number(r.attempts),
  createdAt: toDate(r.created_at),
  expiresAt: toDate(r.expires_at)
})

export const make = Effect.map(makeQuery, (q): MfaChallengeRepositoryService => ({
  create: (c) =>
    Effect.asVoid(
      q("INSERT INTO mfa_challenges (id_hash, user_id, attempts, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)", [
        c.idHash,
        c.userId,
        c.attempts,
        c.createdAt,
        c.expiresAt
      ])
    ),
  find: (idHash) =>
    q("SELECT id_hash, user_id, attempts, created_at, expires_at FROM mfa_challenges WHERE id_hash = $1", [idHash]).pipe(
      Effect.map((rows) => (rows[0] ? toChallenge(rows[0]) : null))
    ),
  addAttempt: (idHash) =>
    q("UPDATE mfa_challenges SET attempts = attempts + 1 WHERE id_hash = $1 RETURNING attempts", [idHash]).pipe(
      Effect.map((rows) => Number(rows[0]?.attempts ?? Number.MAX_SAFE_INTEGER))
    ),
  remove: (idHash) => Effect.asVoid(q("DELETE FROM mfa_challenges WHERE id_hash = $1", [idHash]))
}))

export const layer = Layer.effect(MfaChallengeRepository, make)
