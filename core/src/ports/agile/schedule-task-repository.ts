import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

export type ScheduleTaskType = "task" | "phase" | "gate" | "sprint"

/** A stored agile schedule row (agile.md §3 Schedule task). */
export interface ScheduleTaskRecord {
  readonly id: number
  readonly parent_id: number | null
  readonly phase_id: number | null
  readonly title: string
  readonly duration_days: number
  readonly start_date: string | null
  readonly end_date: string | null
  readonly type: ScheduleTaskType
  readonly resource_json: string
  readonly order_index: number
  readonly badge_epics: number
  readonly badge_stories: number
  readonly badge_points: number
  /** 1 when added, +1 per user edit of the row (update, move, delete); recalculated dates and phase ids do not count. */
  readonly version: number
  /** 'start no earlier than' (YYYY-MM-DD) or null; absent on a new row means null */
  readonly start_no_earlier_than?: string | null
}

/** A task link into `successorId` (issue 22); rows are named by id, so moves keep it. */
export interface ScheduleLinkRecord {
  readonly successorId: number
  readonly predecessorId: number
  readonly type: "FS" | "SS" | "FF" | "SF"
  readonly lag: number
}

export type ScheduleTaskFields = Omit<ScheduleTaskRecord, "id" | "version">

export interface ScheduleTaskRepositoryService {
  readonly list: (projectId: number) => Effect.Effect<ReadonlyArray<ScheduleTaskRecord>, DatabaseError>
  /** The project holding the task, when that project belongs to the user; null otherwise. */
  readonly projectOf: (userId: number, taskId: number) => Effect.Effect<number | null, DatabaseError>
  readonly insert: (projectId: number, task: ScheduleTaskFields) => Effect.Effect<ScheduleTaskRecord, DatabaseError>
  /**
   * Bumps the row's version when it is still `expectedVersion` (null: any) and answers the new one;
   * null when the project has no such task or its version differs. Run first in a transaction: it locks the row.
   */
  readonly bump: (projectId: number, id: number, expectedVersion: number | null) => Effect.Effect<number | null, DatabaseError>
  /** Writes every field of the row but its version; false when the project has no such task. */
  readonly update: (projectId: number, task: ScheduleTaskRecord) => Effect.Effect<boolean, DatabaseError>
  readonly delete: (projectId: number, ids: ReadonlyArray<number>) => Effect.Effect<void, DatabaseError>
  readonly deleteAll: (projectId: number) => Effect.Effect<void, DatabaseError>
  /** The project's task links, per successor in the order they were given. */
  readonly listLinks: (projectId: number) => Effect.Effect<ReadonlyArray<ScheduleLinkRecord>, DatabaseError>
  /** Replaces the links into `successorId` (rows of that project only). */
  readonly setLinks: (projectId: number, successorId: number, links: ReadonlyArray<Omit<ScheduleLinkRecord, "successorId">>) => Effect.Effect<void, DatabaseError>
}

export class ScheduleTaskRepository extends Context.Tag("@initpack/core/ports/agile/ScheduleTaskRepository")<
  ScheduleTaskRepository,
  ScheduleTaskRepositoryService
>() {}
