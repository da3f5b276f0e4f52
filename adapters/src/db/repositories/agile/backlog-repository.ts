import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import {
  BacklogRepository,
  type BacklogRepositoryService,
  type EpicRecord,
  type StoryRecord
} from "@initpack/core/ports/agile/backlog-repository"
import { makeLookup, makeQuery, type Row } from "../../current-executor"

/** Ids are whole numbers from decoded input; written inline as integers. */
const idList = (ids: ReadonlyArray<number>) => ids.map((id) => String(Math.trunc(Number(id)) || 0)).join(", ")

const list = (text: unknown): ReadonlyArray<string> => {
  try {
    const v: unknown = JSON.parse(String(text))
    return Array.isArray(v) ? v.map(String) : []
  } catch {
    return []
  }
}

const numberOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))

const toEpic = (r: Row): EpicRecord => ({
  id: Number(r.id),
  key: String(r.key),
  name: String(r.name),
  outcome_link: String(r.outcome_link),
  nfr_tags: list(r.nfr_tags),
  order_index: Number(r.order_index)
})

const toStory = (r: Row): StoryRecord => ({
  id: Number(r.id),
  epic_id: numberOrNull(r.epic_id),
  as_a: String(r.as_a),
  i_want: String(r.i_want),
  so_that: String(r.so_that),
  acceptance: list(r.acceptance),
  points: numberOrNull(r.points),
  priority: numberOrNull(r.priority) as StoryRecord["priority"],
  status: String(r.status) as StoryRecord["status"],
  order_index: Number(r.order_index)
})

const epicCols = "id, key, name, outcome_link, nfr_tags, order_index"
const storyCols = "id, epic_id, as_a, i_want, so_that, acceptance, points, priority, status, order_index"

export const make = Effect.map(Effect.all([makeQuery, makeLookup]), ([q, lookup]): BacklogRepositoryService => {
  // an epic id from another project is never linked
  const epicOf = (projectId: number, epicId: number | null) =>
    epicId === null ? "NULL" : `(SELECT id FROM agile_epics WHERE project_id = ${Number(projectId)} AND id = ${Number(epicId)})`
  return {
    list: (projectId) =>
      Effect.all({
        epics: lookup(`SELECT ${epicCols} FROM agile_epics WHERE project_id = $1 ORDER BY order_index, id`, [projectId]).pipe(
          Effect.map((rows) => rows.map(toEpic))
        ),
        stories: lookup(`SELECT ${storyCols} FROM agile_stories WHERE project_id = $1 ORDER BY order_index, id`, [projectId]).pipe(
          Effect.map((rows) => rows.map(toStory))
        )
      }, { concurrency: "unbounded" }),
    insertEpic: (projectId, e) =>
      q(
        `INSERT INTO agile_epics (project_id, key, name, outcome_link, nfr_tags, order_index) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${epicCols}`,
        [projectId, e.key, e.name, e.outcome_link, JSON.stringify(e.nfr_tags), e.order_index]
      ).pipe(Effect.map((rows) => toEpic(rows[0]!))),
    updateEpic: (projectId, e) =>
      q(
        "UPDATE agile_epics SET key = $3, name = $4, outcome_link = $5, nfr_tags = $6, order_index = $7 WHERE project_id = $1 AND id = $2 RETURNING id",
        [projectId, e.id, e.key, e.name, e.outcome_link, JSON.stringify(e.nfr_tags), e.order_index]
      ).pipe(Effect.map((rows) => rows.length > 0)),
    deleteEpics: (projectId, ids) =>
      ids.length === 0
        ? Effect.void
        : q(`DELETE FROM agile_epics WHERE project_id = $1 AND id IN (${idList(ids)})`, [projectId]).pipe(Effect.asVoid),
    insertStory: (projectId, s) =>
      q(
        `INSERT INTO agile_stories (project_id, epic_id, as_a, i_want, so_that, acceptance, points, priority, status, order_index)
         VALUES ($1, ${epicOf(projectId, s.epic_id)}, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${storyCols}`,
        [projectId, s.as_a, s.i_want, s.so_that, JSON.stringify(s.acceptance), s.points, s.priority, s.status, s.order_index]
      ).pipe(Effect.map((rows) => toStory(rows[0]!))),
    updateStory: (projectId, s) =>
      q(
        `UPDATE agile_stories SET epic_id = ${epicOf(projectId, s.epic_id)}, as_a = $3, i_want = $4, so_that = $5, acceptance = $6,
         points = $7, priority = $8, status = $9, order_index = $10 WHERE project_id = $1 AND id = $2 RETURNING id`,
        [projectId, s.id, s.as_a, s.i_want, s.so_that, JSON.stringify(s.acceptance), s.points, s.priority, s.status, s.order_index]
      ).pipe(Effect.map((rows) => rows.length > 0)),
    deleteStories: (projectId, ids) =>
      ids.length === 0
        ? Effect.void
        : q(`DELETE FROM agile_stories WHERE project_id = $1 AND id IN (${idList(ids)})`, [projectId]).pipe(Effect.asVoid)
  }
})

export const layer = Layer.effect(BacklogRepository, make)
