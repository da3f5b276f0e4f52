import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { FeedbackRepository, type FeedbackRepositoryService } from "@initpack/core/ports/admin/feedback-repository"
import { makeQuery } from "../../current-executor"

export const make = Effect.map(makeQuery, (q): FeedbackRepositoryService => ({
  create: (f) =>
    q("INSERT INTO feedback (user_id, type, message, name, email, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id", [
      f.userId,
      f.type,
      f.message,
      f.name,
      f.email,
      f.createdAt
    ]).pipe(Effect.map((rows) => Number(rows[0]!.id))),
  markMailed: (id, at) => Effect.asVoid(q("UPDATE feedback SET mailed_at = $2 WHERE id = $1", [id, at]))
}))

export const layer = Layer.effect(FeedbackRepository, make)
