import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

/** The versioned JSON documents of an agile project (agile.md §3). */
export type AgileDocumentKind = "scope" | "backlog" | "release" | "schedule" | "budget"

export interface AgileDocument {
  readonly data: unknown
  readonly version: number
}

/** A write whose expected version is no longer the stored one: nothing was written. */
export interface VersionConflict {
  readonly conflict: true
  readonly currentVersion: number
}

/** Callers pass project ids already resolved within the signed-in user's projects. */
export interface AgileDocumentRepositoryService {
  readonly read: (projectId: number, kind: AgileDocumentKind) => Effect.Effect<AgileDocument | null, DatabaseError>
  /**
   * Stores the document and bumps its version. With `expectedVersion` the write only happens when the
   * stored version still matches (a missing document counts as version 0); otherwise it answers the conflict.
   */
  readonly write: (
    projectId: number,
    kind: AgileDocumentKind,
    data: unknown,
    expectedVersion: number | null
  ) => Effect.Effect<{ readonly version: number } | VersionConflict, DatabaseError>
}

export class AgileDocumentRepository extends Context.Tag("@initpack/core/ports/agile/AgileDocumentRepository")<
  AgileDocumentRepository,
  AgileDocumentRepositoryService
>() {}
