import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { WbsRepository, type WbsRecord, type WbsRepositoryService } from "@initpack/core/ports/waterfall/wbs-repository"
import { makeQuery, type Row } from "../../current-executor"

const columns = "id, project_id, parent_id, order_index, task, duration_days, start_date, end_date, resource, version"

const toItem = (r: Row): WbsRecord => ({
  id: Number(r.id),
  projectId: Number(r.project_id),
  parentId: r.parent_id === null || r.parent_id === undefined ? null : Number(r.parent_id),
  orderIndex: Number(r.order_index),
  task: String(r.task),
  duration_days: Number(r.duration_days),
  start_date: r.start_date === null || r.start_date === undefined ? null : String(r.start_date),
  end_date: r.end_date === null || r.end_date === undefined ? null : String(r.end_date),
  resource: String(r.resource),
  version: Number(r.version)
})

export const make = Effect.map(makeQuery, (q): WbsRepositoryService => ({
  projectOf: (id) => q("SELECT project_id FROM wbs_items WHERE id = $1", [id]).pipe(Effect.map((rows) => (rows[0] ? Number(rows[0].project_id) : null))),
  list: (projectId) => q(`SELECT ${columns} FROM wbs_items WHERE project_id = $1 ORDER BY order_index, id`, [projectId]).pipe(Effect.map((rows) => rows.map(toItem))),
  insert: (projectId, r) =>
    q(
      `INSERT INTO wbs_items (project_id, parent_id, order_index, task, duration_days, start_date, end_date, resource)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${columns}`,
      [projectId, r.parentId, r.orderIndex, r.task, r.duration_days, r.start_date, r.end_date, r.resource]
    ).pipe(Effect.map((rows) => toItem(rows[0]!))),
  update: (projectId, id, f, expected) =>
    q(
      `UPDATE wbs_items SET task = $3, duration_days = $4, start_date = $5, end_date = $6, resource = $7, version = version + 1
       WHERE project_id = $1 AND id = $2 AND ($8::int IS NULL OR version = $8::int) RETURNING ${columns}`,
      [projectId, id, f.task, f.duration_days, f.start_date, f.end_date, f.resource, expected]
    ).pipe(Effect.map((rows) => (rows[0] ? toItem(rows[0]) : null))),
  place: (projectId, rows) =>
    Effect.forEach(rows, (r) => q("UPDATE wbs_items SET parent_id = $3, order_index = $4 WHERE project_id = $1 AND id = $2", [projectId, r.id, r.parentId, r.orderIndex]), {
      discard: true
    }),
  setDates: (projectId, rows) =>
    Effect.forEach(rows, (r) => q("UPDATE wbs_items SET start_date = $3, end_date = $4 WHERE project_id = $1 AND id = $2", [projectId, r.id, r.start_date, r.end_date]), {
      discard: true
    }),
  remove: (projectId, id, expected = null) =>
    q("DELETE FROM wbs_items WHERE project_id = $1 AND id = $2 AND ($3::int IS NULL OR version = $3::int) RETURNING id", [projectId, id, expected]).pipe(
      Effect.map((rows) => rows.length > 0)
    ),
  deleteAll: (projectId) => Effect.asVoid(q("DELETE FROM wbs_items WHERE project_id = $1", [projectId]))
}))

export const layer = Layer.effect(WbsRepository, make)
