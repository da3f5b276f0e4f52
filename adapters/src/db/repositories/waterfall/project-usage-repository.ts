import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { ProjectUsageRepository, type ProjectUsageRepositoryService } from "@initpack/core/ports/waterfall/project-usage-repository"
import { makeQuery } from "../../current-executor"

export const make = Effect.map(makeQuery, (q): ProjectUsageRepositoryService => ({
  count: (userId, projectId, action) =>
    q("SELECT count(*)::int AS n FROM usage_events WHERE user_id = $1 AND project_id = $2 AND action = $3", [userId, projectId, action]).pipe(
      Effect.map((rows) => Number(rows[0]?.n ?? 0))
    )
}))

export const layer = Layer.effect(ProjectUsageRepository, make)
