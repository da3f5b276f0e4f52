import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import {
  ProjectNameTaken,
  ProjectRepository,
  type Methodology,
  type ProjectRecord,
  type ProjectRepositoryService
} from "@initpack/core/ports/project-repository"
import { isUniqueViolation, makeLookup, makeQuery, toDate, toDateOrNull, type Row } from "../current-executor"
import { readCacheOrPassThrough } from "../read-cache"

const columns = "id, user_id, name, methodology, latest_scope_at, created_at, archived_at"

const toProject = (r: Row): ProjectRecord => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  name: String(r.name),
  methodology: r.methodology as Methodology,
  latestScopeAt: toDateOrNull(r.latest_scope_at),
  createdAt: toDate(r.created_at),
  archivedAt: toDateOrNull(r.archived_at)
})

const first = (rows: Array<Row>) => (rows[0] ? toProject(rows[0]) : null)

/** Escapes LIKE wildcards so a search for "50%" matches literally. */
const likePattern = (s: string) => "%" + s.replace(/[\\%_]/g, (c) => "\\" + c) + "%"

export const make = Effect.map(Effect.all([makeQuery, makeLookup, readCacheOrPassThrough]), ([q, lookup, cache]): ProjectRepositoryService => ({
  create: (p) =>
    q(`INSERT INTO projects (user_id, name, methodology, created_at) VALUES ($1, $2, $3, $4) RETURNING ${columns}`, [
      p.userId,
      p.name,
      p.methodology,
      p.createdAt
    ]).pipe(
      Effect.map((rows) => toProject(rows[0]!)),
      Effect.mapError((e) => (isUniqueViolation(e) ? new ProjectNameTaken() : e))
    ),
  list: (userId, { archived, search }) => {
    const where = ["user_id = $1", archived ? "archived_at IS NOT NULL" : "archived_at IS NULL"]
    const params: Array<unknown> = [userId]
    if (search !== undefined && search.trim() !== "") {
      params.push(likePattern(search.trim()))
      where.push(`name ILIKE $${params.length}`)
    }
    const order = archived ? "archived_at DESC, id DESC" : "created_at DESC, id DESC"
    // one user's projects by an indexed key: short enough for the lookup lane (docs/decisions.md)
    const load = lookup(`SELECT ${columns} FROM projects WHERE ${where.join(" AND ")} ORDER BY ${order}`, params).pipe(
      Effect.map((rows) => rows.map(toProject))
    )
    return cache.through(`projects:${userId}:${archived}:${search?.trim() ?? ""}`, load, () => userId)
  },
  // every module call opens its project by id or name: through the read cache, as the list
  findById: (userId, id) =>
    cache.through(
      `project:${userId}:${id}`,
      lookup(`SELECT ${columns} FROM projects WHERE user_id = $1 AND id = $2`, [userId, id]).pipe(Effect.map(first)),
      (found) => (found ? userId : null)
    ),
  findByName: (userId, name) =>
    cache.through(
      `project-name:${userId}:${name}`,
      lookup(`SELECT ${columns} FROM projects WHERE user_id = $1 AND lower(name) = lower($2)`, [userId, name]).pipe(Effect.map(first)),
      (found) => (found ? userId : null)
    ),
  setArchived: (userId, id, at) =>
    q(`UPDATE projects SET archived_at = $3 WHERE user_id = $1 AND id = $2 RETURNING ${columns}`, [userId, id, at]).pipe(Effect.map(first)),
  count: (userId) => q("SELECT count(*)::int AS n FROM projects WHERE user_id = $1", [userId]).pipe(Effect.map((rows) => Number(rows[0]?.n ?? 0)))
}))

export const layer = Layer.effect(ProjectRepository, make)
