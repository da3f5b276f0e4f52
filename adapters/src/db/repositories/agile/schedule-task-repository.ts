import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import {
  ScheduleTaskRepository,
  type ScheduleLinkRecord,
  type ScheduleTaskRecord,
  type ScheduleTaskRepositoryService
} from "@initpack/core/ports/agile/schedule-task-repository"
import { makeQuery, type Row } from "../../current-executor"

/** Ids are whole numbers from decoded input; written inline as integers. */
const idList = (ids: ReadonlyArray<number>) => ids.map((id) => String(Math.trunc(Number(id)) || 0)).join(", ")

const cols =
  "id, parent_id, phase_id, title, duration_days, start_date, end_date, type, resource_json, order_index, badge_epics, badge_stories, badge_points, version, start_no_earlier_than"

const numberOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))
const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

const toTask = (r: Row): ScheduleTaskRecord => ({
  id: Number(r.id),
  parent_id: numberOrNull(r.parent_id),
  phase_id: numberOrNull(r.phase_id),
  title: String(r.title),
  duration_days: Number(r.duration_days),
  start_date: textOrNull(r.start_date),
  end_date: textOrNull(r.end_date),
  type: String(r.type) as ScheduleTaskRecord["type"],
  resource_json: String(r.resource_json),
  order_index: Number(r.order_index),
  badge_epics: Number(r.badge_epics),
  badge_stories: Number(r.badge_stories),
  badge_points: Number(r.badge_points),
  version: Number(r.version),
  start_no_earlier_than: textOrNull(r.start_no_earlier_than)
})

const toLink = (r: Row): ScheduleLinkRecord => ({
  successorId: Number(r.successor_id),
  predecessorId: Number(r.predecessor_id),
  type: String(r.link_type) as ScheduleLinkRecord["type"],
  lag: Number(r.lag_days)
})

const values = (t: Omit<ScheduleTaskRecord, "id" | "version">) => [
  t.parent_id,
  t.phase_id,
  t.title,
  t.duration_days,
  t.start_date,
  t.end_date,
  t.type,
  t.resource_json,
  t.order_index,
  t.badge_epics,
  t.badge_stories,
  t.badge_points,
  t.start_no_earlier_than ?? null
]

export const make = Effect.map(makeQuery, (q): ScheduleTaskRepositoryService => ({
  list: (projectId) =>
    q(`SELECT ${cols} FROM agile_schedule_tasks WHERE project_id = $1 ORDER BY order_index, id`, [projectId]).pipe(
      Effect.map((rows) => rows.map(toTask))
    ),
  projectOf: (userId, taskId) =>
    q(
      "SELECT t.project_id FROM agile_schedule_tasks t JOIN projects p ON p.id = t.project_id WHERE t.id = $1 AND p.user_id = $2",
      [taskId, userId]
    ).pipe(Effect.map((rows) => (rows[0] ? Number(rows[0].project_id) : null))),
  insert: (projectId, t) =>
    q(
      `INSERT INTO agile_schedule_tasks (project_id, parent_id, phase_id, title, duration_days, start_date, end_date, type, resource_json,
       order_index, badge_epics, badge_stories, badge_points, start_no_earlier_than) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${cols}`,
      [projectId, ...values(t)]
    ).pipe(Effect.map((rows) => toTask(rows[0]!))),
  bump: (projectId, id, expectedVersion) =>
    q(
      `UPDATE agile_schedule_tasks SET version = version + 1
       WHERE project_id = $1 AND id = $2 AND ($3::int IS NULL OR version = $3::int) RETURNING version`,
      [projectId, id, expectedVersion]
    ).pipe(Effect.map((rows) => (rows[0] ? Number(rows[0].version) : null))),
  update: (projectId, t) =>
    q(
      `UPDATE agile_schedule_tasks SET parent_id = $3, phase_id = $4, title = $5, duration_days = $6, start_date = $7, end_date = $8,
       type = $9, resource_json = $10, order_index = $11, badge_epics = $12, badge_stories = $13, badge_points = $14,
       start_no_earlier_than = $15
       WHERE project_id = $1 AND id = $2 RETURNING id`,
      [projectId, t.id, ...values(t)]
    ).pipe(Effect.map((rows) => rows.length > 0)),
  delete: (projectId, ids) =>
    ids.length === 0
      ? Effect.void
      : q(`DELETE FROM agile_schedule_tasks WHERE project_id = $1 AND id IN (${idList(ids)})`, [projectId]).pipe(Effect.asVoid),
  deleteAll: (projectId) => q("DELETE FROM agile_schedule_tasks WHERE project_id = $1", [projectId]).pipe(Effect.asVoid),
  listLinks: (projectId) =>
    q(
      `SELECT l.successor_id, l.predecessor_id, l.link_type, l.lag_days FROM agile_schedule_links AS l
       JOIN agile_schedule_tasks AS t ON t.id = l.successor_id WHERE t.project_id = $1 ORDER BY l.successor_id, l.position`,
      [projectId]
    ).pipe(Effect.map((rows) => rows.map(toLink))),
  setLinks: (projectId, successorId, links) =>
    Effect.gen(function* () {
      yield* q(
        "DELETE FROM agile_schedule_links AS l USING agile_schedule_tasks AS t WHERE t.id = l.successor_id AND t.project_id = $1 AND l.successor_id = $2",
        [projectId, successorId]
      )
      if (links.length === 0) return
      // both ends must be rows of the project; the list goes in as text (postgres.js would encode a json parameter again)
      yield* q(
        `INSERT INTO agile_schedule_links (successor_id, predecessor_id, link_type, lag_days, position)
         SELECT s.id, p.id, d.link_type, d.lag_days, d.position
         FROM json_to_recordset($3::text::json) AS d(predecessor_id int, link_type text, lag_days int, position int)
         JOIN agile_schedule_tasks AS s ON s.id = $2 AND s.project_id = $1 JOIN agile_schedule_tasks AS p ON p.id = d.predecessor_id AND p.project_id = $1`,
        [projectId, successorId, JSON.stringify(links.map((l, i) => ({ predecessor_id: l.predecessorId, link_type: l.type, lag_days: l.lag, position: i })))]
      )
    })
}))

export const layer = Layer.effect(ScheduleTaskRepository, make)
