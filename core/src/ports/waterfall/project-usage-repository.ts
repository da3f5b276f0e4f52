import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

/** Usage events counted per project (the Vision and Goal generation cap, waterfall.md §1). */
export interface ProjectUsageRepositoryService {
  readonly count: (userId: number, projectId: number, action: string) => Effect.Effect<number, DatabaseError>
}

export class ProjectUsageRepository extends Context.Tag("@initpack/core/ports/waterfall/ProjectUsageRepository")<
  ProjectUsageRepository,
  ProjectUsageRepositoryService
>() {}
