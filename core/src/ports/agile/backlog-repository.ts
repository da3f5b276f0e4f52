import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { DatabaseError } from "../database-error"

export interface EpicRecord {
  readonly id: number
  readonly key: string
  readonly name: string
  readonly outcome_link: string
  readonly nfr_tags: ReadonlyArray<string>
  readonly order_index: number
}

export interface StoryRecord {
  readonly id: number
  readonly epic_id: number | null
  readonly as_a: string
  readonly i_want: string
  readonly so_that: string
  readonly acceptance: ReadonlyArray<string>
  readonly points: number | null
  readonly priority: 1 | 2 | 3 | null
  readonly status: "todo" | "in_progress" | "done" | ""
  readonly order_index: number
}

export type EpicFields = Omit<EpicRecord, "id">
export type StoryFields = Omit<StoryRecord, "id">

/** Epics and stories of one project (agile.md §3). Ids of another project are never touched. */
export interface BacklogRepositoryService {
  /** Epics and stories ordered by order_index, then id. */
  readonly list: (projectId: number) => Effect.Effect<{ readonly epics: ReadonlyArray<EpicRecord>; readonly stories: ReadonlyArray<StoryRecord> }, DatabaseError>
  readonly insertEpic: (projectId: number, epic: EpicFields) => Effect.Effect<EpicRecord, DatabaseError>
  /** Answers false when the project has no epic with that id. */
  readonly updateEpic: (projectId: number, epic: EpicRecord) => Effect.Effect<boolean, DatabaseError>
  readonly deleteEpics: (projectId: number, ids: ReadonlyArray<number>) => Effect.Effect<void, DatabaseError>
  readonly insertStory: (projectId: number, story: StoryFields) => Effect.Effect<StoryRecord, DatabaseError>
  readonly updateStory: (projectId: number, story: StoryRecord) => Effect.Effect<boolean, DatabaseError>
  readonly deleteStories: (projectId: number, ids: ReadonlyArray<number>) => Effect.Effect<void, DatabaseError>
}

export class BacklogRepository extends Context.Tag("@initpack/core/ports/agile/BacklogRepository")<
  BacklogRepository,
  BacklogRepositoryService
>() {}
