import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { PasswordResetRepository, type PasswordResetRepositoryService } from "@initpack/core/ports/password-reset-repository"
import { makeQuery } from "../current-executor"

export const make = Effect.map(makeQuery, (q): PasswordResetRepositoryService => ({
  create: (t) =>
    Effect.asVoid(
      q("INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)", [
        t.tokenHash,
        t.userId,
        t.createdAt,
        t.expiresAt
      ])
    ),
  // single use: the UPDATE only matches an unused, unexpired token
  consume: (hash, now) =>
    q(
      "UPDATE password_reset_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id",
      [hash, now]
    ).pipe(Effect.map((rows) => (rows[0] ? Number(rows[0].user_id) : null)))
}))

export const layer = Layer.effect(PasswordResetRepository, make)
