import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { Provenance } from "../../drafting/provenance/provenance"
import type { DatabaseError } from "../database-error"

/** The provenance of one line of a project saved from a reviewed draft (issue 35). */
export interface SavedLineProvenance {
  /** The review line key at the save (core/src/rules/pack-review/review-lines.ts). */
  readonly key: string
  readonly module: string
  /** The saved row the line became (a risk, stakeholder or WBS row id), or null. */
  readonly recordId: number | null
  /** The line's text as saved. */
  readonly text: string
  readonly provenance: Provenance
}

export interface LineProvenanceRepositoryService {
  readonly saveAll: (projectId: number, lines: ReadonlyArray<SavedLineProvenance>) => Effect.Effect<void, DatabaseError>
  readonly list: (projectId: number) => Effect.Effect<ReadonlyArray<SavedLineProvenance>, DatabaseError>
  /** An edited line is the user's: its provenance goes. */
  readonly dropRecord: (projectId: number, module: string, recordId: number) => Effect.Effect<void, DatabaseError>
  /** The same for lines of a module saved as one document (scope items), named by their text as saved. */
  readonly dropTexts: (projectId: number, module: string, texts: ReadonlyArray<string>) => Effect.Effect<void, DatabaseError>
}

export class LineProvenanceRepository extends Context.Tag("@initpack/core/ports/pack/LineProvenanceRepository")<
  LineProvenanceRepository,
  LineProvenanceRepositoryService
>() {}
