import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

/** The saved scope of a project (waterfall.md §3): sections as JSON, undo history per section, background. */
export interface ScopeRecord {
  readonly projectId: number
  /** The scope object without its background (sections, in_scope, setup_flags, detail, ...). */
  readonly scope: Readonly<Record<string, unknown>>
  /** Undo history per section: { [section]: [{ts, label, items}] }, the last 20 each. */
  readonly history: Readonly<Record<string, ReadonlyArray<unknown>>>
  readonly background: string
  readonly backgroundSavedAt: Date | null
  readonly version: number
  readonly savedAt: Date
}

export interface ScopeWrite {
  readonly projectId: number
  readonly scope: Readonly<Record<string, unknown>>
  readonly history: Readonly<Record<string, ReadonlyArray<unknown>>>
  readonly savedAt: Date
  /** Clears the background (generating replaces the sections and clears it, waterfall.md §4). */
  readonly clearBackground: boolean
}

export interface ScopeRepositoryService {
  readonly find: (projectId: number) => Effect.Effect<ScopeRecord | null, DatabaseError>
  /**
   * Writes the scope when the stored version is `expectedVersion` (null: whatever it is, or none yet);
   * answers the new record, or null when the stored version moved on (stale write).
   */
  readonly save: (write: ScopeWrite, expectedVersion: number | null) => Effect.Effect<ScopeRecord | null, DatabaseError>
  /**
   * Saves the background text; creates an empty scope when there is none. With `expectedSavedAt`
   * (null: never saved) the stored background_saved_at must match, else nothing is written and the answer is null.
   */
  readonly saveBackground: (projectId: number, text: string, at: Date, expectedSavedAt?: Date | null) => Effect.Effect<ScopeRecord | null, DatabaseError>
}

export class ScopeRepository extends Context.Tag("@initpack/core/ports/waterfall/ScopeRepository")<ScopeRepository, ScopeRepositoryService>() {}
