import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

export interface WbsFields {
  readonly task: string
  readonly duration_days: number
  readonly start_date: string | null
  readonly end_date: string | null
  readonly resource: string
  /** 'start no earlier than' (YYYY-MM-DD); absent keeps the stored value on update, null on insert */
  readonly start_no_earlier_than?: string | null
}

export interface WbsRecord extends WbsFields {
  readonly start_no_earlier_than: string | null
  readonly id: number
  readonly projectId: number
  readonly parentId: number | null
  readonly orderIndex: number
  readonly version: number
}

export interface NewWbsRecord extends WbsFields {
  readonly parentId: number | null
  readonly orderIndex: number
}

/** A task link into `successorId` (issue 22); rows are named by id, so moves keep it. */
export interface WbsLinkRecord {
  readonly successorId: number
  readonly predecessorId: number
  readonly type: "FS" | "SS" | "FF" | "SF"
  readonly lag: number
}

/** WBS rows of a project (waterfall.md §3 WBS item); deleting a row deletes its subtree. */
export interface WbsRepositoryService {
  /** The project of a row, or null when there is no such row. */
  readonly projectOf: (id: number) => Effect.Effect<number | null, DatabaseError>
  readonly list: (projectId: number) => Effect.Effect<ReadonlyArray<WbsRecord>, DatabaseError>
  readonly insert: (projectId: number, row: NewWbsRecord) => Effect.Effect<WbsRecord, DatabaseError>
  /**
   * Inserts many rows at once (a pasted or imported task list) and answers their ids in the same order.
   * A row with `parentIndex` goes under the row at that earlier position of the list, else under `parentId`.
   */
  readonly insertTree: (projectId: number, rows: ReadonlyArray<NewWbsRecord & { readonly parentIndex: number | null }>) => Effect.Effect<ReadonlyArray<number>, DatabaseError>
  /** Writes the fields when the version is still `expectedVersion` (null: any); null when stale or gone. */
  readonly update: (projectId: number, id: number, fields: WbsFields, expectedVersion: number | null) => Effect.Effect<WbsRecord | null, DatabaseError>
  /** Sets parent and order of rows (indent, outdent, renumbering). */
  readonly place: (projectId: number, rows: ReadonlyArray<{ readonly id: number; readonly parentId: number | null; readonly orderIndex: number }>) => Effect.Effect<void, DatabaseError>
  readonly setDates: (projectId: number, rows: ReadonlyArray<{ readonly id: number; readonly start_date: string | null; readonly end_date: string | null }>) => Effect.Effect<void, DatabaseError>
  /** Removes the row and its subtree; false when gone, or when `expectedVersion` is given and the stored version differs. */
  readonly remove: (projectId: number, id: number, expectedVersion?: number | null) => Effect.Effect<boolean, DatabaseError>
  /** The project's task links, per successor in the order they were given. */
  readonly listLinks: (projectId: number) => Effect.Effect<ReadonlyArray<WbsLinkRecord>, DatabaseError>
  /** Replaces the links into `successorId` (rows of that project only). */
  readonly setLinks: (projectId: number, successorId: number, links: ReadonlyArray<Omit<WbsLinkRecord, "successorId">>) => Effect.Effect<void, DatabaseError>
  /** Adds links in one statement (rows of that project only), each successor's after its stored ones, in the order given. */
  readonly addLinks: (projectId: number, links: ReadonlyArray<WbsLinkRecord>) => Effect.Effect<void, DatabaseError>
  readonly deleteAll: (projectId: number) => Effect.Effect<void, DatabaseError>
}

export class WbsRepository extends Context.Tag("@initpack/core/ports/waterfall/WbsRepository")<WbsRepository, WbsRepositoryService>() {}
