import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { WbsRepository, type WbsLinkRecord, type WbsRecord, type WbsRepositoryService } from "@initpack/core/ports/waterfall/wbs-repository"
import { makeLookup, makeQuery, type Row } from "../../current-executor"

// JSON lists go in as text (`$n::text::json`): postgres.js would encode a string again for a json parameter
// (a JSON scalar), PGlite takes either
const columns = "id, project_id, parent_id, order_index, task, duration_days, start_date, end_date, resource, version, start_no_earlier_than"

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
  version: Number(r.version),
  start_no_earlier_than: r.start_no_earlier_than === null || r.start_no_earlier_than === undefined ? null : String(r.start_no_earlier_than)
})

/** A row given as the values of `columns` in order; the same conversions as toItem. */
const fromTuple = (t: ReadonlyArray<unknown>): WbsRecord => ({
  id: Number(t[0]),
  projectId: Number(t[1]),
  parentId: t[2] === null || t[2] === undefined ? null : Number(t[2]),
  orderIndex: Number(t[3]),
  task: String(t[4]),
  duration_days: Number(t[5]),
  start_date: t[6] === null || t[6] === undefined ? null : String(t[6]),
  end_date: t[7] === null || t[7] === undefined ? null : String(t[7]),
  resource: String(t[8]),
  version: Number(t[9]),
  start_no_earlier_than: t[10] === null || t[10] === undefined ? null : String(t[10])
})

const toLink = (r: Row): WbsLinkRecord => ({
  successorId: Number(r.successor_id),
  predecessorId: Number(r.predecessor_id),
  type: String(r.link_type) as WbsLinkRecord["type"],
  lag: Number(r.lag_days)
})

export const make = Effect.map(Effect.all([makeQuery, makeLookup]), ([q, lookup]): WbsRepositoryService => ({
  projectOf: (id) => q("SELECT project_id FROM wbs_items WHERE id = $1", [id]).pipe(Effect.map((rows) => (rows[0] ? Number(rows[0].project_id) : null))),
  // one JSON text for the whole list, a row as an array in the order of `columns`: a result message per row
  // costs PGlite about 3x as much at thousands of rows, and objects repeating the names 1.5x
  list: (projectId) =>
    lookup(`SELECT json_agg(json_build_array(${columns}) ORDER BY order_index, id)::text AS items FROM wbs_items WHERE project_id = $1`, [projectId]).pipe(
      Effect.map((rows) => {
        const text = rows[0]?.items
        return text === null || text === undefined ? [] : (JSON.parse(String(text)) as Array<ReadonlyArray<unknown>>).map(fromTuple)
      })
    ),
  insert: (projectId, r) =>
    q(
      `INSERT INTO wbs_items (project_id, parent_id, order_index, task, duration_days, start_date, end_date, resource, start_no_earlier_than)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${columns}`,
      [projectId, r.parentId, r.orderIndex, r.task, r.duration_days, r.start_date, r.end_date, r.resource, r.start_no_earlier_than ?? null]
    ).pipe(Effect.map((rows) => toItem(rows[0]!))),
  update: (projectId, id, f, expected) =>
    q(
      `UPDATE wbs_items SET task = $3, duration_days = $4, start_date = $5, end_date = $6, resource = $7, version = version + 1,
         start_no_earlier_than = CASE WHEN $9::boolean THEN $10::text ELSE start_no_earlier_than END
       WHERE project_id = $1 AND id = $2 AND ($8::int IS NULL OR version = $8::int) RETURNING ${columns}`,
      [projectId, id, f.task, f.duration_days, f.start_date, f.end_date, f.resource, expected, f.start_no_earlier_than !== undefined, f.start_no_earlier_than ?? null]
    ).pipe(Effect.map((rows) => (rows[0] ? toItem(rows[0]) : null))),
  insertTree: (projectId, rows) =>
    rows.length === 0
      ? Effect.succeed([])
      : Effect.gen(function* () {
          // ids first, so rows can name their parents inside the list; then one INSERT for all of them
          const reserved = yield* q("SELECT nextval(pg_get_serial_sequence('wbs_items', 'id'))::int AS id FROM generate_series(1, $1::int)", [rows.length])
          const ids = reserved.map((r) => Number(r.id))
          const data = rows.map((r, i) => ({
            id: ids[i],
            parent_id: r.parentIndex === null ? r.parentId : ids[r.parentIndex],
            order_index: r.orderIndex,
            task: r.task,
            duration_days: r.duration_days,
            start_date: r.start_date,
            end_date: r.end_date,
            resource: r.resource,
            start_no_earlier_than: r.start_no_earlier_than ?? null
          }))
          yield* q(
            `INSERT INTO wbs_items (id, project_id, parent_id, order_index, task, duration_days, start_date, end_date, resource, start_no_earlier_than) OVERRIDING SYSTEM VALUE
             SELECT d.id, $1, d.parent_id, d.order_index, d.task, d.duration_days, d.start_date, d.end_date, d.resource, d.start_no_earlier_than
             FROM json_to_recordset($2::text::json) AS d(id int, parent_id int, order_index int, task text, duration_days float8, start_date text, end_date text, resource text, start_no_earlier_than text)`,
            [projectId, JSON.stringify(data)]
          )
          return ids
        }),
  // one statement for any number of rows (a recalculation of thousands of rows is one round trip)
  place: (projectId, rows) =>
    rows.length === 0
      ? Effect.void
      : Effect.asVoid(
          q(
            `UPDATE wbs_items AS w SET parent_id = d.parent_id, order_index = d.order_index
             FROM json_to_recordset($2::text::json) AS d(id int, parent_id int, order_index int) WHERE w.project_id = $1 AND w.id = d.id`,
            [projectId, JSON.stringify(rows.map((r) => ({ id: r.id, parent_id: r.parentId, order_index: r.orderIndex })))]
          )
        ),
  setDates: (projectId, rows) =>
    rows.length === 0
      ? Effect.void
      : Effect.asVoid(
          q(
            `UPDATE wbs_items AS w SET start_date = d.start_date, end_date = d.end_date
             FROM json_to_recordset($2::text::json) AS d(id int, start_date text, end_date text)
             WHERE w.project_id = $1 AND w.id = d.id AND (w.start_date IS DISTINCT FROM d.start_date OR w.end_date IS DISTINCT FROM d.end_date)`,
            [projectId, JSON.stringify(rows)]
          )
        ),
  remove: (projectId, id, expected = null) =>
    q("DELETE FROM wbs_items WHERE project_id = $1 AND id = $2 AND ($3::int IS NULL OR version = $3::int) RETURNING id", [projectId, id, expected]).pipe(
      Effect.map((rows) => rows.length > 0)
    ),
  listLinks: (projectId) =>
    lookup(
      `SELECT l.successor_id, l.predecessor_id, l.link_type, l.lag_days FROM wbs_links AS l JOIN wbs_items AS w ON w.id = l.successor_id
       WHERE w.project_id = $1 ORDER BY l.successor_id, l.position`,
      [projectId]
    ).pipe(Effect.map((rows) => rows.map(toLink))),
  setLinks: (projectId, successorId, links) =>
    Effect.gen(function* () {
      yield* q("DELETE FROM wbs_links AS l USING wbs_items AS w WHERE w.id = l.successor_id AND w.project_id = $1 AND l.successor_id = $2", [projectId, successorId])
      if (links.length === 0) return
      // both ends must be rows of the project
      yield* q(
        `INSERT INTO wbs_links (successor_id, predecessor_id, link_type, lag_days, position)
         SELECT s.id, p.id, d.link_type, d.lag_days, d.position FROM json_to_recordset($3::text::json) AS d(predecessor_id int, link_type text, lag_days int, position int)
         JOIN wbs_items AS s ON s.id = $2 AND s.project_id = $1 JOIN wbs_items AS p ON p.id = d.predecessor_id AND p.project_id = $1`,
        [projectId, successorId, JSON.stringify(links.map((l, i) => ({ predecessor_id: l.predecessorId, link_type: l.type, lag_days: l.lag, position: i })))]
      )
    }),
  addLinks: (projectId, links) => {
    if (links.length === 0) return Effect.void
    const count = new Map<number, number>()
    const data = links.map((l) => {
      const position = count.get(l.successorId) ?? 0
      count.set(l.successorId, position + 1)
      return { successor_id: l.successorId, predecessor_id: l.predecessorId, link_type: l.type, lag_days: l.lag, position }
    })
    // after the successor's stored links; both ends must be rows of the project
    return Effect.asVoid(
      q(
        `INSERT INTO wbs_links (successor_id, predecessor_id, link_type, lag_days, position)
         SELECT s.id, p.id, d.link_type, d.lag_days, d.position + COALESCE((SELECT max(o.position) + 1 FROM wbs_links AS o WHERE o.successor_id = s.id), 0)
         FROM json_to_recordset($2::text::json) AS d(successor_id int, predecessor_id int, link_type text, lag_days int, position int)
         JOIN wbs_items AS s ON s.id = d.successor_id AND s.project_id = $1 JOIN wbs_items AS p ON p.id = d.predecessor_id AND p.project_id = $1`,
        [projectId, JSON.stringify(data)]
      )
    )
  },
  deleteAll: (projectId) => Effect.asVoid(q("DELETE FROM wbs_items WHERE project_id = $1", [projectId]))
}))

export const layer = Layer.effect(WbsRepository, make)
