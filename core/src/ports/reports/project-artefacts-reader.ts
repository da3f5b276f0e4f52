import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { ProjectArtefacts } from "../../document/artefacts"
import type { DatabaseError } from "../database-error"

/** A project named by id or by name (exact, ignoring case). */
export type ReportProjectKey = { readonly id: number } | { readonly name: string }

/**
 * Loads every saved artefact of one of the user's projects for the reports (waterfall.md §2 Reports,
 * agile.md §2): scope, stakeholders, risks, comms, WBS or schedule, backlog, release plan, budget.
 * Answers null when the user has no such project (another user's project included).
 */
export interface ProjectArtefactsReaderService {
  readonly read: (userId: number, key: ReportProjectKey) => Effect.Effect<ProjectArtefacts | null, DatabaseError>
}

export class ProjectArtefactsReader extends Context.Tag("@initpack/core/ports/reports/ProjectArtefactsReader")<
  ProjectArtefactsReader,
  ProjectArtefactsReaderService
>() {}
