import * as Context from "effect/Context"
import * as Data from "effect/Data"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "./database-error"

export type Methodology = "waterfall" | "agile"

export interface ProjectRecord {
  readonly id: number
  readonly userId: number
  readonly name: string
  readonly methodology: Methodology
  readonly latestScopeAt: Date | null
  readonly createdAt: Date
  readonly archivedAt: Date | null
}

export interface NewProject {
  readonly userId: number
  readonly name: string
  readonly methodology: Methodology
  readonly createdAt: Date
}

/** The user already has a project with that name (ignoring case). */
export class ProjectNameTaken extends Data.TaggedError("ProjectNameTaken")<{}> {}

export interface ProjectListQuery {
  readonly archived: boolean
  /** Case-insensitive substring of the name. */
  readonly search?: string | undefined
}

/** Every call is scoped to one user: another user's project is never seen. */
export interface ProjectRepositoryService {
  readonly create: (project: NewProject) => Effect.Effect<ProjectRecord, ProjectNameTaken | DatabaseError>
  readonly list: (userId: number, query: ProjectListQuery) => Effect.Effect<ReadonlyArray<ProjectRecord>, DatabaseError>
  readonly findById: (userId: number, id: number) => Effect.Effect<ProjectRecord | null, DatabaseError>
  /** Exact name ignoring case. */
  readonly findByName: (userId: number, name: string) => Effect.Effect<ProjectRecord | null, DatabaseError>
  /** Sets or clears archived_at; answers the updated project, or null when the user has no such project. */
  readonly setArchived: (userId: number, id: number, archivedAt: Date | null) => Effect.Effect<ProjectRecord | null, DatabaseError>
  readonly count: (userId: number) => Effect.Effect<number, DatabaseError>
}

export class ProjectRepository extends Context.Tag("@initpack/core/ports/ProjectRepository")<ProjectRepository, ProjectRepositoryService>() {}
