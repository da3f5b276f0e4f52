import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

export interface NewFeedback {
  readonly userId: number
  readonly type: string
  readonly message: string
  readonly name: string | null
  readonly email: string | null
  readonly createdAt: Date
}

export interface FeedbackRepositoryService {
  readonly create: (feedback: NewFeedback) => Effect.Effect<number, DatabaseError>
  readonly markMailed: (id: number, at: Date) => Effect.Effect<void, DatabaseError>
}

export class FeedbackRepository extends Context.Tag("@initpack/core/ports/admin/FeedbackRepository")<FeedbackRepository, FeedbackRepositoryService>() {}
